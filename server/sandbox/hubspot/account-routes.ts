// The sandbox HubSpot's account information: GET /account-info/v3/details, as HubSpot documents it
// (scope oauth). Its fields are the documented ones; portalName, the account's name, is the optional field
// HubSpot's reference lists for this call (the 2027-03 reference), which the app reads to name a new portal.
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { requireScope } from "./bearer.ts"
import { ACCOUNT_GONE, apiError, fail, replied } from "./replies.ts"
import { type Account, findAccount } from "./store/accounts.ts"

/** Every sandbox account is a developer test account in HubSpot's US data centre, on US Eastern time. */
const accountDetailsJson = (account: Account) => ({
  portalId: account.hub_id,
  portalName: account.name,
  accountType: "DEVELOPER_TEST",
  timeZone: "US/Eastern",
  companyCurrency: "USD",
  additionalCurrencies: [],
  utcOffset: "-05:00",
  utcOffsetMilliseconds: -18_000_000,
  uiDomain: "app.hubspot.com",
  dataHostingLocation: "na1"
})

const details = Effect.gen(function* () {
  const access = yield* requireScope("oauth")
  const account = yield* Effect.flatMap(
    findAccount(access.hubId),
    Option.match({
      onNone: () => fail(apiError(401, "INVALID_AUTHENTICATION", ACCOUNT_GONE)),
      onSome: Effect.succeed
    })
  )
  return HttpServerResponse.unsafeJson(accountDetailsJson(account))
})

export const accountRoutes = HttpRouter.empty.pipe(HttpRouter.get("/account-info/v3/details", replied(details)))
