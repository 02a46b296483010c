// The signed-in user's own account: update details (PUT /users/me), confirm a new email from its
// mailed link, and delete (DELETE /users/me). Changing the email or the password needs the current
// password (OWASP ASVS 2.5 / 3.7); wrong tries are counted and lock the change out for a while.
import { Clock, Data, Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import { newPasswordProblem } from "#contract/password.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AgencyRepo } from "../../db/repos/AgencyRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { EmailChangeRepo } from "../../db/repos/EmailChangeRepo.ts"
import { type UserChanges, UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword, verifyPassword } from "../../lib/password.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { validateCover } from "../account/cover.ts"
import { userRef } from "../activity/subjects.ts"
import { RateLimiter } from "../auth/RateLimiter.ts"
import { Mailer } from "../mail/Mailer.ts"
import { EMAIL_TAKEN, FORBIDDEN, INVALID_AGENCY, NOT_FOUND } from "../messages.ts"
import { isAdmin, mayAdministerAgency } from "../policy/Policy.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"
import {
  emailChangedMail,
  emailChangeRequestedMail,
  emailConfirmLink,
  emailConfirmMail,
  forgotPasswordUrl,
  passwordChangedMail
} from "./accountMail.ts"
import { UserView } from "./UserView.ts"

export const EMAIL_CONFIRM_MINUTES = 60
/** Wrong current passwords allowed per account in the window before changes are locked out. */
export const CURRENT_PASSWORD_MAX_TRIES = 5
export const CURRENT_PASSWORD_WINDOW_SECONDS = 15 * 60

export const CURRENT_PASSWORD_REQUIRED = "current_password: Enter your current password to change your email or password."
export const CURRENT_PASSWORD_WRONG = "current_password: The current password is incorrect."
export { EMAIL_TAKEN }
export const INVALID_EMAIL_LINK = "This email confirmation link is invalid or has expired."
export const EMAIL_CHANGED = "Your email address has been changed. Sign in with the new address."

/** Too many wrong current passwords: the HTTP edge answers 429 with Retry-After. */
export class CurrentPasswordLocked extends Data.TaggedError("CurrentPasswordLocked")<{ readonly retryAfter: number }> {}

export const currentPasswordLockedMessage = (seconds: number) => `Too many wrong current passwords. Please try again in ${seconds} seconds.`

export interface ProfileChanges {
  readonly name?: string | undefined
  readonly email?: string | undefined
  readonly password?: string | undefined
  readonly current_password?: string | undefined
  readonly agency_id?: number | undefined
  readonly cover?: string | null | undefined
}

export interface ProfileUpdate {
  readonly user: User
  /** The new address waiting for its owner to open the confirmation link, or null. */
  readonly pending_email: string | null
}

export class Profile extends Effect.Service<Profile>()("server/domain/Profile", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepo
    const agencies = yield* AgencyRepo
    const tokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo
    const view = yield* UserView
    const tx = yield* Transaction
    const versions = yield* RecordVersions
    const emailChanges = yield* EmailChangeRepo
    const limiter = yield* RateLimiter
    const mailer = yield* Mailer
    const { appUrl } = yield* PublicUrl

    /** The agency logo may be set by its agency admin (or a super admin) when the plan allows a custom logo. */
    const checkCover = (user: User, agencyId: number | undefined) => {
      const agency = user.agencies.find((candidate) => candidate.id === agencyId)
      if (agency === undefined || !mayAdministerAgency(user, agency.id)) {
        return Effect.fail(new Forbidden({ message: FORBIDDEN }))
      }
      if (agency.plan.custom_logo !== "yes") {
        return Effect.fail(new Forbidden({ message: "The agency's plan does not allow a custom logo." }))
      }
      return Effect.succeed(agency.id)
    }

    /** The current password proves the change comes from the owner, not from a stolen session. */
    const checkCurrentPassword = (userId: number, currentPassword: string | undefined) =>
      Effect.gen(function* () {
        const key = `current-password:user:${userId}`
        // Counted before the check (atomic across requests and processes); only a wrong password keeps its count.
        const attempt = yield* limiter
          .reserve([{ key, max: CURRENT_PASSWORD_MAX_TRIES, windowSeconds: CURRENT_PASSWORD_WINDOW_SECONDS }], "password checks")
          .pipe(Effect.catchTag("RateLimited", ({ retryAfter }) => new CurrentPasswordLocked({ retryAfter })))
        if (currentPassword === undefined || currentPassword === "") {
          yield* attempt.release
          return yield* Unprocessable.field("current_password", CURRENT_PASSWORD_REQUIRED)
        }
        const stored = yield* users.findById(userId)
        const valid = yield* verifyPassword(
          currentPassword,
          Option.match(stored, { onNone: () => null, onSome: (row) => row.password_hash })
        )
        if (!valid) {
          yield* activity.record({ event: "current password refused", causer: userRef(userId), subject: userRef(userId) })
          return yield* Unprocessable.field("current_password", CURRENT_PASSWORD_WRONG)
        }
        yield* limiter.clear(key)
      })

    /** `expected`: the account's version Account Details was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (user: User, currentToken: string, changes: ProfileChanges, clientIp: string, expected?: number) =>
      Effect.gen(function* () {
        // Asking for the address one already has changes nothing and needs no proof.
        const newEmail = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase() ? changes.email : undefined
        if (changes.password !== undefined || newEmail !== undefined) {
          yield* checkCurrentPassword(user.id, changes.current_password)
        }
        if (changes.password !== undefined) {
          const name = changes.name ?? user.name
          const problem =
            newPasswordProblem(changes.password, { email: user.email, name }) ??
            (newEmail === undefined ? undefined : newPasswordProblem(changes.password, { email: newEmail, name }))
          if (problem !== undefined) return yield* Unprocessable.field("password", `password: ${problem}`)
        }
        if (newEmail !== undefined && (yield* users.emailTaken(newEmail, user.id))) {
          return yield* Unprocessable.field("email", EMAIL_TAKEN)
        }
        if (changes.agency_id !== undefined && !user.agencies.some((agency) => agency.id === changes.agency_id)) {
          return yield* Unprocessable.field("agency_id", INVALID_AGENCY)
        }
        const coverAgencyId = changes.cover === undefined ? undefined : yield* checkCover(user, changes.agency_id ?? user.agency?.id)
        const cover = changes.cover === undefined ? undefined : yield* validateCover(changes.cover)
        const row: { -readonly [K in keyof UserChanges]: UserChanges[K] } = {}
        if (changes.name !== undefined) row.name = changes.name
        if (changes.agency_id !== undefined) row.current_agency_id = changes.agency_id
        if (changes.password !== undefined) row.password_hash = yield* hashPassword(changes.password)
        const now = yield* Clock.currentTimeMillis
        const at = new Date(now)
        const name = changes.name ?? user.name
        const changed = (["name", "password", "agency_id", "cover"] as const).filter((key) => changes[key] !== undefined)
        yield* tx.run(
          Effect.gen(function* () {
            // The caller's own row: it exists while their token does.
            yield* versions.claim(VersionedRecords.account, user.id, expected, user).pipe(Effect.catchTag("NotFound", Effect.die))
            if (Object.keys(row).length > 0) yield* users.update(user.id, row)
            if (coverAgencyId !== undefined) yield* agencies.setCover(coverAgencyId, cover ?? null)
            if (changes.password !== undefined) {
              // A new password signs out every other session; this one stays.
              yield* tokens.revokeOthers(user.id, sha256(currentToken), at)
              yield* mailer.send(passwordChangedMail(user.email, name, at, clientIp, forgotPasswordUrl(appUrl)))
            }
            if (newEmail !== undefined) {
              const token = randomToken()
              yield* emailChanges.expireUnused(user.id, at)
              yield* emailChanges.insert(user.id, newEmail, sha256(token), new Date(now + EMAIL_CONFIRM_MINUTES * 60_000))
              yield* mailer.send(emailConfirmMail(newEmail, name, emailConfirmLink(appUrl, token), EMAIL_CONFIRM_MINUTES))
              yield* mailer.send(emailChangeRequestedMail(user.email, name, newEmail, at, clientIp, forgotPasswordUrl(appUrl)))
              yield* activity.record({
                event: "email change requested",
                causer: userRef(user.id),
                subject: userRef(user.id),
                properties: { new_email: newEmail, ip: clientIp }
              })
            }
            if (changed.length > 0) {
              yield* activity.record({
                event: "profile updated",
                causer: userRef(user.id),
                subject: userRef(user.id),
                properties: { changed, ...(changes.password === undefined ? {} : { ip: clientIp }) }
              })
            }
          })
        )
        const updated: ProfileUpdate = { user: yield* Effect.orDie(yield* view.byId(user.id)), pending_email: newEmail ?? null }
        return updated
      })

    /** Applies a pending email change from its mailed link; every session ends, as after a password change. */
    const confirmEmail = (token: string) =>
      Effect.gen(function* () {
        const invalid = Unprocessable.field("token", INVALID_EMAIL_LINK)
        const now = yield* Clock.currentTimeMillis
        const at = new Date(now)
        const found = yield* emailChanges.findByHash(sha256(token))
        if (Option.isNone(found)) return yield* invalid
        const change = found.value
        if (change.used_at !== null || change.expires_at.getTime() <= now) return yield* invalid
        const owner = yield* users.findById(change.user_id)
        if (Option.isNone(owner)) return yield* invalid
        if (yield* users.emailTaken(change.new_email, change.user_id)) return yield* Unprocessable.field("email", EMAIL_TAKEN)
        const user = owner.value
        yield* tx.run(
          Effect.gen(function* () {
            // Two concurrent openings of one link: only the first applies it.
            if (!(yield* emailChanges.markUsed(change.id, at))) return yield* invalid
            yield* users.update(user.id, { email: change.new_email })
            yield* tokens.revokeOthers(user.id, null, at)
            yield* mailer.send(emailChangedMail(user.email, user.name, change.new_email, at, forgotPasswordUrl(appUrl)))
            yield* activity.record({
              event: "email changed",
              causer: userRef(user.id),
              subject: userRef(user.id),
              properties: { from: user.email, to: change.new_email }
            })
          })
        )
        return EMAIL_CHANGED
      })

    /**
     * With agency_id: leaves that agency; the account itself goes when no membership remains (super
     * admins keep theirs). Without: deletes the account. Either way this session ends.
     */
    const remove = (user: User, currentToken: string, agencyId: number | undefined) =>
      Effect.gen(function* () {
        const isSuperAdmin = isAdmin(user)
        if (agencyId !== undefined && !user.agencies.some((agency) => agency.id === agencyId)) {
          return yield* new NotFound({ message: NOT_FOUND })
        }
        const deletesAccount = agencyId === undefined || (!isSuperAdmin && user.agencies.length === 1)
        if (deletesAccount && isSuperAdmin && (yield* users.countAdmins) <= 1) {
          return yield* new Forbidden({ message: "The last super admin can not be deleted." })
        }
        const now = yield* Clock.currentTimeMillis
        yield* tx.run(
          Effect.gen(function* () {
            yield* activity.record({
              event: "account deleted",
              causer: userRef(user.id),
              subject: userRef(user.id),
              properties: { agency_id: agencyId ?? null, account_deleted: deletesAccount }
            })
            if (deletesAccount) {
              yield* users.remove(user.id)
            } else {
              yield* users.removeMembership(user.id, agencyId!)
              yield* tokens.revoke(sha256(currentToken), new Date(now))
            }
          })
        )
        return deletesAccount ? "Your account has been deleted." : "You have left the agency."
      })

    return { update, confirmEmail, remove } as const
  })
}) {}
