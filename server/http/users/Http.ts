// The "users" group (bearer token) and the public "invitations" group (invitation links and
// single-use login links). Rules live in server/domain/users (Users, Invitations, LoginLinks).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Invitations } from "../../domain/users/Invitations.ts"
import { LoginLinks } from "../../domain/users/LoginLinks.ts"
import { PendingInvitations } from "../../domain/users/PendingInvitations.ts"
import { Users } from "../../domain/users/Users.ts"
import { expectedVersion, withETag } from "../recordVersion.ts"
import { withRetryAfter } from "../retryAfter.ts"

export const UserHttpLive = HttpApiBuilder.group(Api, "users", (handlers) =>
  Effect.gen(function* () {
    const users = yield* Users
    const invitations = yield* Invitations
    const pending = yield* PendingInvitations
    const asCaller = <A, E, R>(run: (caller: typeof CurrentUser.Service) => Effect.Effect<A, E, R>) => Effect.flatMap(CurrentUser, run)
    return handlers
      .handle("list", ({ urlParams }) => asCaller((caller) => users.list(caller, urlParams)))
      .handle("get", ({ path }) => asCaller((caller) => Effect.map(users.get(caller, path.id), (data) => ({ data }))).pipe(withETag))
      .handle("createAdmin", ({ payload }) => asCaller((caller) => Effect.map(users.createAdmin(caller, payload), (data) => ({ data }))))
      .handle("update", ({ path, payload }) =>
        asCaller((caller) =>
          Effect.flatMap(expectedVersion(payload.lock_version), (expected) =>
            Effect.map(users.update(caller, path.id, payload, expected), (data) => ({ data }))
          )
        ).pipe(withETag)
      )
      .handle("remove", ({ path, urlParams }) =>
        asCaller((caller) => Effect.map(users.remove(caller, path.id, urlParams.agency_id), (data) => ({ data })))
      )
      .handle("invite", ({ payload }) =>
        asCaller((caller) => Effect.map(withRetryAfter(users.invite(caller, payload)), (data) => ({ data })))
      )
      .handle("listInvitations", ({ urlParams }) => asCaller((caller) => Effect.map(pending.list(caller, urlParams), (data) => ({ data }))))
      .handle("resendInvitation", ({ path }) =>
        asCaller((caller) => Effect.map(withRetryAfter(pending.resend(caller, path.id)), (data) => ({ data })))
      )
      .handle("revokeInvitation", ({ path }) => asCaller((caller) => Effect.map(pending.revoke(caller, path.id), (data) => ({ data }))))
      .handle("autoAccept", ({ payload }) =>
        asCaller((caller) => Effect.map(invitations.autoAccept(caller, payload.token), (data) => ({ data })))
      )
  })
)

export const InvitationHttpLive = HttpApiBuilder.group(Api, "invitations", (handlers) =>
  Effect.gen(function* () {
    const invitations = yield* Invitations
    const links = yield* LoginLinks
    return handlers
      .handle("read", ({ urlParams }) => Effect.map(invitations.read(urlParams.token, urlParams.email), (data) => ({ data })))
      .handle("accept", ({ payload }) => Effect.map(invitations.accept(payload), (data) => ({ data })))
      .handle("autoLogin", ({ payload }) => Effect.map(links.signIn(payload.token, "auto-login"), (data) => ({ data })))
      .handle("v5AutoLogin", ({ payload }) => Effect.map(links.signIn(payload.token, "v5-auto-login"), (data) => ({ data })))
  })
)
