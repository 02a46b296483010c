// Login, bearer-token authentication and logout.
import { Clock, Effect, Option } from "effect"

import { Unauthorized, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword, verifyPassword } from "../../lib/password.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { userRef } from "../activity/subjects.ts"
import { UNAUTHENTICATED } from "../messages.ts"
import { UserView } from "../users/UserView.ts"
import { AuthCache, type TokenOwner } from "./AuthCache.ts"
import { RateLimiter } from "./RateLimiter.ts"

/** Token lifetime (spec 1 section 9). */
export const TOKEN_TTL_SECONDS = 86400

export const INVALID_CREDENTIALS = "These credentials do not match our records."

export interface LoginResult {
  readonly token: string
  readonly token_type: "Bearer"
  readonly expires_in: number
  readonly user: User
}

export class Sessions extends Effect.Service<Sessions>()("server/domain/Sessions", {
  effect: Effect.gen(function* () {
    const settings = yield* AppConfig
    const users = yield* UserRepo
    const tokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo
    const view = yield* UserView
    const limiter = yield* RateLimiter
    const tx = yield* Transaction
    const cache = yield* AuthCache
    const { perAccount, perIp, windowSeconds } = settings.loginRateLimit
    // Unknown emails still pay for one scrypt run, so response time does not reveal who has an account.
    const decoyHash = yield* hashPassword(randomToken())

    // Built only when refusing: the error's schema-checked constructor was 1 % of a request's time.
    const unauthenticated = () => Effect.fail(new Unauthorized({ message: UNAUTHENTICATED }))
    const ownerOf = Option.match({ onNone: unauthenticated, onSome: ({ user }: TokenOwner) => Effect.succeed(user) })

    const login = (email: string, password: string, clientIp: string) =>
      Effect.gen(function* () {
        const accountKey = `login:account:${email.toLowerCase()}`
        const ipKey = `login:ip:${clientIp}`
        // The attempt is counted before the password is checked (atomic across requests and processes); a
        // failed attempt keeps its count, a successful one gives it back.
        const attempt = yield* limiter.reserve(
          [
            { key: accountKey, max: perAccount, windowSeconds },
            { key: ipKey, max: perIp, windowSeconds }
          ],
          "login attempts"
        )
        const found = yield* users.findByEmail(email)
        const valid = yield* verifyPassword(
          password,
          Option.match(found, { onNone: () => decoyHash, onSome: (user) => user.password_hash })
        )
        if (Option.isNone(found) || !valid) return yield* Unprocessable.field(["email", "password"], INVALID_CREDENTIALS)
        const user = found.value
        const token = randomToken()
        const now = yield* Clock.currentTimeMillis
        yield* tx.run(
          Effect.all([
            attempt.release,
            limiter.clear(accountKey),
            tokens.insert(user.id, sha256(token), new Date(now + TOKEN_TTL_SECONDS * 1000)),
            activity.record({ event: "login", causer: userRef(user.id), subject: userRef(user.id), properties: { ip: clientIp } })
          ])
        )
        const profile = yield* Effect.orDie(yield* view.byId(user.id))
        const payload: LoginResult = { token, token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS, user: profile }
        return payload
      })

    /**
     * The user behind a live bearer token: from the AuthCache for reads, always read afresh when `fresh`
     * (writes act on what the database says now, not on what another process may have changed a moment ago).
     */
    const authenticate = (token: string, options: { readonly fresh: boolean }) =>
      // Every authenticated request runs this: plain steps, no generator.
      Effect.suspend(() => {
        if (token === "") return unauthenticated()
        const tokenHash = sha256(token)
        const load = Effect.flatMap(Clock.currentTimeMillis, (now) => view.byToken(tokenHash, new Date(now)))
        return Effect.flatMap(options.fresh ? load : cache.read(tokenHash, load), ownerOf)
      })

    const logout = (token: string, user: User) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* tx.run(
          Effect.all([
            tokens.revoke(sha256(token), new Date(now)),
            activity.record({ event: "logout", causer: userRef(user.id), subject: userRef(user.id) })
          ])
        )
      })

    return { login, authenticate, logout } as const
  })
}) {}
