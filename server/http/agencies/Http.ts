// The "agencies" group (bearer token; the Agencies domain checks role and membership on each call) and
// the public "registration" group (POST /agencies/send-me-invite).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { cancelsWork } from "#contract/deletion.ts"
import { CurrentUser } from "#contract/security.ts"

import { Agencies } from "../../domain/agencies/Agencies.ts"
import { Registration } from "../../domain/agencies/Registration.ts"
import { clientIp } from "../middleware/request.ts"
import { expectedVersion, withETag } from "../recordVersion.ts"
import { withRetryAfter } from "../retryAfter.ts"

const asData = <A>(data: A) => ({ data })

export const AgencyHttpLive = HttpApiBuilder.group(Api, "agencies", (handlers) =>
  Effect.map(Agencies, (agencies) =>
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => agencies.list(user, urlParams)))
      .handle("get", ({ path }) => Effect.flatMap(CurrentUser, (user) => agencies.get(user, path.id)).pipe(Effect.map(asData), withETag))
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => agencies.create(user, payload)))
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(Effect.zip(CurrentUser, expectedVersion(payload.lock_version)), ([user, expected]) =>
          agencies.update(user, path.id, payload, expected)
        ).pipe(withETag)
      )
      .handle("deletion", ({ path }) => Effect.flatMap(CurrentUser, (user) => agencies.deletion(user, path.id)).pipe(Effect.map(asData)))
      .handle("remove", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => agencies.remove(user, path.id, cancelsWork(urlParams.cancel_work))).pipe(Effect.map(asData))
      )
  )
)

export const RegistrationHttpLive = HttpApiBuilder.group(Api, "registration", (handlers) =>
  Effect.map(Registration, (registration) =>
    handlers.handle("sendMeInvite", ({ payload }) =>
      withRetryAfter(Effect.flatMap(clientIp, (ip) => registration.register(payload, ip))).pipe(Effect.map(asData))
    )
  )
)
