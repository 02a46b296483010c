// The pending invitations of the Users drawer (GET /users/invitations, POST /users/invitations/{id}/resend,
// DELETE /users/invitations/{id}). Who manages which:
//   super admin   every agency's
//   agency admin  those into the agencies they administer
//   user          those they sent themselves (they may invite users; they may take that back)
// An invitation the caller may not manage is answered like one that does not exist (404), so ids reveal
// nothing. Resend mails a new link and spends the old one; revoke spends the link. Both are logged.
import { Clock, Effect, Option } from "effect"

import { NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import { type InvitationListParams, PENDING_INVITATION_LIMIT, type PendingInvitation } from "#contract/user-api.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { InvitationRepo, type InvitationRow } from "../../db/repos/InvitationRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { Mailer } from "../mail/Mailer.ts"
import { forbidden, isAdmin, isAgencyAdminOf } from "../policy/Policy.ts"
import { issueInvitation } from "./issueInvitation.ts"
import * as M from "./messages.ts"

const notPending = () => new NotFound({ message: M.INVITATION_NOT_PENDING })

const toPendingInvitation = (row: InvitationRow): PendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  agency: { id: row.agency_id, name: row.agency_name },
  invited_by: row.invited_by_name,
  sent_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString()
})

/** Whether the caller manages this invitation (see the table above). */
const mayManageInvitation = (caller: User, row: Pick<InvitationRow, "agency_id" | "invited_by">) =>
  isAdmin(caller) ||
  isAgencyAdminOf(caller, row.agency_id) ||
  (row.invited_by === caller.id && caller.agencies.some((agency) => agency.id === row.agency_id))

export class PendingInvitations extends Effect.Service<PendingInvitations>()("server/domain/PendingInvitations", {
  effect: Effect.gen(function* () {
    const invitations = yield* InvitationRepo
    const users = yield* UserRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transaction
    const mailer = yield* Mailer
    const { appUrl } = yield* PublicUrl
    const limiter = yield* RateLimiter
    const { invitePerEmail, invitePerUser } = (yield* AppConfig).mailRateLimits

    const list = (caller: User, params: InvitationListParams) =>
      Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const admin = isAdmin(caller)
        const own = caller.agencies.map((agency) => agency.id)
        if (!admin && params.agency_id !== undefined && !own.includes(params.agency_id)) return yield* forbidden()
        const administered = caller.agencies.filter((agency) => agency.role.name === "agency-admin").map((agency) => agency.id)
        const rows = yield* invitations.pending({
          agencyIds: admin ? (params.agency_id === undefined ? null : [params.agency_id]) : administered,
          sentBy: admin ? null : caller.id,
          now,
          limit: PENDING_INVITATION_LIMIT
        })
        // A user's own invitations of another of their agencies stay out when the list is about one agency.
        return rows
          .filter((row) => params.agency_id === undefined || row.agency_id === params.agency_id)
          .filter((row) => admin || own.includes(row.agency_id))
          .map(toPendingInvitation)
      })

    /** The pending invitation the caller manages, else 404. */
    const managed = (caller: User, id: number) =>
      Effect.gen(function* () {
        const found = yield* invitations.findById(id)
        const now = yield* Clock.currentTimeMillis
        if (Option.isNone(found)) return yield* notPending()
        const row = found.value
        if (!mayManageInvitation(caller, row) || row.used_at !== null || row.expires_at.getTime() <= now) return yield* notPending()
        return row
      })

    const resend = (caller: User, id: number) =>
      Effect.gen(function* () {
        const row = yield* managed(caller, id)
        const existing = yield* users.findByEmail(row.email)
        if (Option.isSome(existing) && Option.isSome(yield* users.membershipRole(existing.value.id, row.agency_id))) {
          return yield* Unprocessable.field("email", M.ALREADY_MEMBER)
        }
        yield* limiter.take(
          [
            { key: `invite:user:${caller.id}`, ...invitePerUser },
            { key: `invite:email:${emailKey(row.email)}`, ...invitePerEmail }
          ],
          "invitations"
        )
        const now = yield* Clock.currentTimeMillis
        // The new row replaces the old one (same email and agency), so the old link stops working.
        const newId = yield* tx.run(
          issueInvitation(
            { invitations, mailer, activity, appUrl },
            {
              caller,
              email: row.email,
              agencyId: row.agency_id,
              agencyName: row.agency_name,
              role: row.role,
              portalAccess: row.portal_access,
              srBeta: row.sr_beta,
              isSupport: row.is_support,
              now,
              event: "invitation resent",
              logged: { replaces: row.id }
            }
          )
        )
        const fresh = yield* invitations.findById(newId)
        return toPendingInvitation(Option.getOrThrow(fresh))
      })

    const revoke = (caller: User, id: number) =>
      Effect.gen(function* () {
        const row = yield* managed(caller, id)
        const now = yield* Clock.currentTimeMillis
        yield* tx.run(
          Effect.gen(function* () {
            if (!(yield* invitations.revoke(row.id, new Date(now)))) return yield* notPending()
            yield* activity.record({
              event: "invitation revoked",
              causer: userRef(caller.id),
              subject: { id: row.agency_id, type: SubjectType.Agency },
              properties: { invitation_id: row.id, email: row.email, role: row.role }
            })
          })
        )
        return { message: M.INVITATION_REVOKED }
      })

    return { list, resend, revoke } as const
  })
}) {}
