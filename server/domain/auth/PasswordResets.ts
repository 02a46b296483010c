// Password reset by email and password (re)setting from a single-use token (reset or account setup).
import { Clock, Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { PasswordTokenRepo } from "../../db/repos/PasswordTokenRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword } from "../../lib/password.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { userRef } from "../activity/subjects.ts"
import { Mailer } from "../mail/Mailer.ts"
import { PASSWORD_CONFIRMATION_MISMATCH } from "../messages.ts"
import { forgotPasswordUrl, passwordChangedMail } from "../users/accountMail.ts"
import { passwordResetLink, passwordResetMail } from "./passwordMail.ts"
import { emailKey, RateLimiter } from "./RateLimiter.ts"

export { PASSWORD_CONFIRMATION_MISMATCH }

export const RESET_TOKEN_MINUTES = 60
/** The same answer whether or not the address has an account, so the form reveals nothing. */
export const RESET_REQUESTED = "If an account exists for this email, we have emailed a password reset link."
export const INVALID_PASSWORD_TOKEN = "This password reset token is invalid."

export interface PasswordSetup {
  readonly token: string
  readonly email: string
  readonly password: string
  readonly password_confirmation: string
}

export class PasswordResets extends Effect.Service<PasswordResets>()("server/domain/PasswordResets", {
  effect: Effect.gen(function* () {
    const settings = yield* AppConfig
    const users = yield* UserRepo
    const passwordTokens = yield* PasswordTokenRepo
    const apiTokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo
    const limiter = yield* RateLimiter
    const tx = yield* Transaction
    const mailer = yield* Mailer
    const { appUrl } = yield* PublicUrl
    const { resetPerEmail, resetPerIp } = settings.mailRateLimits

    const request = (email: string, clientIp: string) =>
      Effect.gen(function* () {
        // Counted before the lookup, for known and unknown addresses alike, so a refusal reveals no account.
        yield* limiter.take(
          [
            { key: `password-reset:ip:${clientIp}`, ...resetPerIp },
            { key: `password-reset:email:${emailKey(email)}`, ...resetPerEmail }
          ],
          "password reset requests"
        )
        const found = yield* users.findByEmail(email)
        if (Option.isNone(found) || found.value.is_demo) return RESET_REQUESTED
        const user = found.value
        const token = randomToken()
        const now = yield* Clock.currentTimeMillis
        // Token, mail (the outbox by default) and log entry commit together or not at all.
        yield* tx.run(
          Effect.all([
            passwordTokens.expireUnused(user.id, "reset", new Date(now)),
            passwordTokens.insert(user.id, sha256(token), "reset", new Date(now + RESET_TOKEN_MINUTES * 60_000)),
            mailer.send(passwordResetMail(user.email, user.name, passwordResetLink(appUrl, token, user.email), RESET_TOKEN_MINUTES)),
            activity.record({ event: "password reset requested", causer: userRef(user.id), subject: userRef(user.id) })
          ])
        )
        return RESET_REQUESTED
      })

    const setup = (input: PasswordSetup, clientIp: string) =>
      Effect.gen(function* () {
        if (input.password !== input.password_confirmation) {
          return yield* Unprocessable.field(["password", "password_confirmation"], PASSWORD_CONFIRMATION_MISMATCH)
        }
        const invalid = Unprocessable.field("token", INVALID_PASSWORD_TOKEN)
        const now = yield* Clock.currentTimeMillis
        const user = yield* users.findByEmail(input.email)
        const stored = yield* passwordTokens.findByHash(sha256(input.token))
        if (Option.isNone(user) || Option.isNone(stored)) return yield* invalid
        const token = stored.value
        if (token.user_id !== user.value.id || token.used_at !== null || token.expires_at.getTime() <= now) {
          return yield* invalid
        }
        const passwordHash = yield* hashPassword(input.password)
        yield* tx.run(
          Effect.gen(function* () {
            // Two concurrent submissions of one link: only the first one sets the password.
            if (!(yield* passwordTokens.markUsed(token.id, new Date(now)))) return yield* invalid
            yield* users.update(user.value.id, { password_hash: passwordHash })
            yield* apiTokens.revokeOthers(user.value.id, null, new Date(now))
            yield* activity.record({
              event: "password set",
              causer: userRef(user.value.id),
              subject: userRef(user.value.id),
              properties: { purpose: token.purpose }
            })
            if (token.purpose === "reset") {
              yield* mailer.send(passwordChangedMail(user.value.email, user.value.name, new Date(now), clientIp, forgotPasswordUrl(appUrl)))
            }
          })
        )
        return token.purpose === "reset" ? "Your password has been reset." : "Your password has been set."
      })

    return { request, setup } as const
  })
}) {}
