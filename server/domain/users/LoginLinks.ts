// Single-use login links (POST /auto-login and /v5-auto-login): registration (send-me-invite) and
// support hand a user a link that signs them in once. Only the token's SHA-256 is stored; a link
// works once and expires after LOGIN_LINK_HOURS.
import { Clock, Effect, Option } from "effect"

import { NotFound } from "#contract/errors.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { LoginLinkRepo } from "../../db/repos/LoginLinkRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { userRef } from "../activity/subjects.ts"
import { type LoginResult, TOKEN_TTL_SECONDS } from "../auth/Sessions.ts"
import { UserView } from "./UserView.ts"

export const LOGIN_LINK_HOURS = 24
export const INVALID_LOGIN_LINK = "This login link is invalid or has expired."

/** The SPA path of a login link ("/auto-login?token=…"); v5 users arrive on /v5-auto-login. */
export const loginLinkPath = (token: string, v5 = false) => `/${v5 ? "v5-" : ""}auto-login?token=${encodeURIComponent(token)}`

export class LoginLinks extends Effect.Service<LoginLinks>()("server/domain/LoginLinks", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepo
    const loginLinks = yield* LoginLinkRepo
    const apiTokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo
    const view = yield* UserView
    const tx = yield* Transaction

    /** A new link for the user: the raw token (runs inside the caller's transaction when there is one). */
    const issue = (userId: number): Effect.Effect<string> =>
      Effect.gen(function* () {
        const token = randomToken()
        const now = yield* Clock.currentTimeMillis
        yield* loginLinks.insertLoginLink(userId, sha256(token), new Date(now + LOGIN_LINK_HOURS * 3_600_000))
        yield* activity.record({ event: "login link issued", causer: null, subject: userRef(userId) })
        return token
      })

    /** Uses the link: the user's id, or NotFound for unknown, used or expired links. */
    const redeem = (token: string): Effect.Effect<number, NotFound> =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const userId = yield* loginLinks.redeemLoginLink(sha256(token), new Date(now))
        return yield* Option.match(userId, {
          onNone: () => Effect.fail(new NotFound({ message: INVALID_LOGIN_LINK })),
          onSome: Effect.succeed
        })
      })

    /** Redeems the link and starts a session, answering as POST /login does. */
    const signIn = (token: string, via: "auto-login" | "v5-auto-login") =>
      Effect.gen(function* () {
        const bearer = randomToken()
        const userId = yield* tx.run(
          Effect.gen(function* () {
            const id = yield* redeem(token)
            const user = yield* users.findById(id)
            // The demo guest identity never signs in.
            if (Option.isNone(user) || user.value.is_demo) return yield* new NotFound({ message: INVALID_LOGIN_LINK })
            const now = yield* Clock.currentTimeMillis
            yield* apiTokens.insert(id, sha256(bearer), new Date(now + TOKEN_TTL_SECONDS * 1000))
            yield* activity.record({ event: "login", causer: userRef(id), subject: userRef(id), properties: { via } })
            return id
          })
        )
        const user = yield* Effect.orDie(yield* view.byId(userId))
        const result: LoginResult = { token: bearer, token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS, user }
        return result
      })

    return { issue, redeem, signIn } as const
  })
}) {}
