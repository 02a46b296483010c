// Inviting someone into an agency (spec 2 section 6): a super admin invites any role anywhere (an admin is
// created at once, with a password), an agency admin grants agency-admin or user in their agencies, a user
// invites users only. The agency needs a free seat, the invitee may not be a member already, and the
// invitations a user sends and an address receives are rate-limited.
import { Clock, Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import type { InvitePayload } from "#contract/user-api.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { InvitationRepo } from "../../db/repos/InvitationRepo.ts"
import { type MembershipRole, UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { Mailer } from "../mail/Mailer.ts"
import { AGENCY_REQUIRED, EMAIL_TAKEN, NAME_REQUIRED, PASSWORD_REQUIRED } from "../messages.ts"
import { isAdmin, roleIn } from "../policy/Policy.ts"
import { createAdmin } from "./createAdmin.ts"
import { issueInvitation } from "./issueInvitation.ts"
import * as M from "./messages.ts"
import { forbidden, invalid, userAccess } from "./userAccess.ts"

/** The agency an invitation is about: the given one, else the caller's current agency. */
const targetAgency = (caller: User, agencyId: number | null | undefined) => agencyId ?? (isAdmin(caller) ? undefined : caller.agency?.id)

export const inviteUser = Effect.gen(function* () {
  const users = yield* UserRepo
  const invitations = yield* InvitationRepo
  const activity = yield* ActivityLogRepo
  const tx = yield* Transaction
  const mailer = yield* Mailer
  const { appUrl } = yield* PublicUrl
  const limiter = yield* RateLimiter
  const { invitePerEmail, invitePerUser } = (yield* AppConfig).mailRateLimits
  const { checkSeats, checkPortalAccess } = yield* userAccess
  const newAdmin = yield* createAdmin

  return (caller: User, input: InvitePayload) =>
    Effect.gen(function* () {
      if (input.role === "admin") {
        if (!isAdmin(caller)) return yield* forbidden()
        const name = (input.name ?? "").trim()
        const missing = {
          ...(name === "" ? { name: NAME_REQUIRED } : {}),
          ...((input.password ?? "") === "" ? { password: PASSWORD_REQUIRED } : {})
        }
        if (Object.keys(missing).length > 0) return yield* Unprocessable.perField(missing)
        return yield* newAdmin(caller, {
          name,
          email: input.email,
          password: input.password!,
          sr_beta: input.sr_beta,
          is_support: input.is_support
        })
      }
      const role: MembershipRole = input.role
      const agencyId = targetAgency(caller, input.agency_id)
      if (agencyId === undefined) return yield* invalid("agency_id", AGENCY_REQUIRED)
      if (!isAdmin(caller)) {
        const held = roleIn(caller, agencyId)
        if (held === undefined || (held === "user" && role !== "user")) return yield* forbidden()
        if ((input.sr_beta ?? false) || (input.is_support ?? false)) return yield* forbidden()
      }
      const seats = yield* checkSeats(agencyId)
      const existing = yield* users.findByEmail(input.email)
      if (Option.isSome(existing)) {
        if (existing.value.is_demo) return yield* invalid("email", EMAIL_TAKEN)
        if (Option.isSome(yield* users.membershipRole(existing.value.id, agencyId))) return yield* invalid("email", M.ALREADY_MEMBER)
      }
      const portalAccess = yield* checkPortalAccess(caller, agencyId, input.portal_access ?? [])
      const now = yield* Clock.currentTimeMillis
      const email = Option.match(existing, { onNone: () => input.email, onSome: (user) => user.email })
      // Counted once the invitation is valid, just before its mail: per inviting user and per recipient.
      yield* limiter.take(
        [
          { key: `invite:user:${caller.id}`, ...invitePerUser },
          { key: `invite:email:${emailKey(email)}`, ...invitePerEmail }
        ],
        "invitations"
      )
      // The invitation, its mail and the log entry commit together (a mail failure rolls back).
      yield* tx.run(
        issueInvitation(
          { invitations, mailer, activity, appUrl },
          {
            caller,
            email,
            agencyId,
            agencyName: seats.name,
            role,
            portalAccess,
            srBeta: input.sr_beta ?? false,
            isSupport: input.is_support ?? false,
            now
          }
        )
      )
      return { message: M.INVITATION_SENT, user: null }
    })
})
