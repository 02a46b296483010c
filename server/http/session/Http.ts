// The "session" group: calls of the signed-in user about themselves.
import { HttpApiBuilder, HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { Data } from "#contract/common.ts"
import { Forbidden, TooManyRequests } from "#contract/errors.ts"
import { CurrentUser } from "#contract/security.ts"
import { User } from "#contract/user.ts"

import { Sessions } from "../../domain/auth/Sessions.ts"
import { FORBIDDEN } from "../../domain/messages.ts"
import { mayJoinChannel } from "../../domain/policy/Policy.ts"
import { currentPasswordLockedMessage, Profile } from "../../domain/users/Profile.ts"
import { Realtime } from "../../integrations/realtime/index.ts"
import { encodedOnce } from "../encodedOnce.ts"
import { bearerToken, clientIp } from "../middleware/request.ts"
import { expectedVersion, versionTagged } from "../recordVersion.ts"

/** Locked out after wrong current passwords: 429 saying when to come back (Retry-After, in seconds). */
const lockedOut = (seconds: number) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds)))
  ).pipe(Effect.zipRight(Effect.fail(new TooManyRequests({ message: currentPasswordLockedMessage(seconds) }))))

/** /me's answer, encoded once per user object (the AuthCache hands out the same one while it remembers the token). */
const meBody = encodedOnce(Data(User), (user: User) => ({ data: user }))

export const SessionHttpLive = HttpApiBuilder.group(Api, "session", (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions
    const profile = yield* Profile
    const realtime = yield* Realtime

    return handlers
      .handle("logout", () =>
        Effect.gen(function* () {
          yield* sessions.logout(yield* bearerToken, yield* CurrentUser)
          return { data: { message: "Logged out." } }
        })
      )
      .handle("me", () =>
        Effect.flatMap(CurrentUser, (user) => Effect.map(meBody(user), (response) => versionTagged(response, user.lock_version)))
      )
      .handle("updateMe", ({ payload }) =>
        Effect.gen(function* () {
          const expected = yield* expectedVersion(payload.lock_version)
          const result = yield* profile
            .update(yield* CurrentUser, yield* bearerToken, payload, yield* clientIp, expected)
            .pipe(Effect.catchTag("CurrentPasswordLocked", (locked) => lockedOut(locked.retryAfter)))
          return { data: result.user, pending_email: result.pending_email }
        })
      )
      .handle("deleteMe", ({ urlParams }) =>
        Effect.gen(function* () {
          const message = yield* profile.remove(yield* CurrentUser, yield* bearerToken, urlParams.agency_id)
          return { data: { message } }
        })
      )
      .handle("channelAuth", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const forbidden = new Forbidden({ message: FORBIDDEN })
          if (!mayJoinChannel(user, payload.channel_name)) return yield* forbidden
          // A malformed socket id is the client's mistake, not a server fault.
          return yield* realtime.authorizeChannel(payload.socket_id, payload.channel_name).pipe(Effect.mapError(() => forbidden))
        })
      )
  })
)
