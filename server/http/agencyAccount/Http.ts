// The "agencyAccount" group: GET /agency/api/v2/agencies/me/deletion and DELETE /agency/api/v2/agencies/me
// (rules in contract/account-api.ts).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { cancelsWork } from "#contract/deletion.ts"
import { CurrentUser } from "#contract/security.ts"

import { AgencyAccount } from "../../domain/account/AgencyAccount.ts"
import { bearerToken } from "../middleware/request.ts"

export const AgencyAccountHttpLive = HttpApiBuilder.group(Api, "agencyAccount", (handlers) =>
  Effect.map(AgencyAccount, (accounts) =>
    handlers
      .handle("deletionMe", ({ urlParams }) =>
        Effect.map(
          Effect.flatMap(CurrentUser, (user) => accounts.deletion(user, urlParams.agency_id)),
          (data) => ({ data })
        )
      )
      .handle("deleteMe", ({ urlParams }) =>
        Effect.gen(function* () {
          return {
            data: yield* accounts.remove(yield* CurrentUser, yield* bearerToken, urlParams.agency_id, cancelsWork(urlParams.cancel_work))
          }
        })
      )
  )
)
