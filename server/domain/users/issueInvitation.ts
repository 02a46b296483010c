// Issuing an invitation: the row (its token stored hashed), the mail with the single-use link and the
// "user invited" log entry. Run inside the caller's transaction so the three commit together (a mail failure
// rolls back). Shared by the Users drawer's invitation and the named admin of an agency the super admin saves.
import { Effect } from "effect"

import type { User } from "#contract/user.ts"

import type { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import type { InvitationRepo } from "../../db/repos/InvitationRepo.ts"
import type { MembershipRole } from "../../db/repos/UserRepo.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import type { Mailer } from "../mail/Mailer.ts"
import { invitationLink, invitationMail } from "./invitationMail.ts"

/** How long an invitation works. */
export const INVITATION_DAYS = 7

/** The role names as the users table shows them (spec 2 section 6). */
export const roleLabel = (role: string) => (role === "admin" ? "Super Admin" : role === "agency-admin" ? "Admin" : "User")

export interface InvitationServices {
  readonly invitations: InvitationRepo
  readonly mailer: Mailer["Type"]
  readonly activity: ActivityLogRepo
  readonly appUrl: string
}

export interface InvitationInput {
  readonly caller: User
  readonly email: string
  readonly agencyId: number
  readonly agencyName: string
  readonly role: MembershipRole
  readonly portalAccess: ReadonlyArray<number>
  readonly srBeta: boolean
  readonly isSupport: boolean
  readonly now: number
  /** Extra log properties, e.g. how the invitation came about. */
  readonly logged?: Readonly<Record<string, unknown>>
  /** The log event (default "user invited"; a resend logs "invitation resent"). */
  readonly event?: string
}

/** The new invitation's id; the link goes out by mail only. */
export const issueInvitation = ({ invitations, mailer, activity, appUrl }: InvitationServices, input: InvitationInput) => {
  const token = randomToken()
  return Effect.all([
    invitations.insertInvitation(
      {
        token_hash: sha256(token),
        email: input.email,
        agency_id: input.agencyId,
        role: input.role,
        portal_access: input.portalAccess,
        sr_beta: input.srBeta,
        is_support: input.isSupport,
        invited_by: input.caller.id,
        expires_at: new Date(input.now + INVITATION_DAYS * 86_400_000)
      },
      new Date(input.now)
    ),
    mailer.send(
      invitationMail({
        to: input.email,
        agencyName: input.agencyName,
        inviterName: input.caller.name,
        roleLabel: roleLabel(input.role),
        link: invitationLink(appUrl, token, input.email),
        days: INVITATION_DAYS
      })
    ),
    activity.record({
      event: input.event ?? "user invited",
      causer: userRef(input.caller.id),
      subject: { id: input.agencyId, type: SubjectType.Agency },
      properties: { email: input.email, role: input.role, portal_access: input.portalAccess, ...input.logged }
    })
  ]).pipe(Effect.map(([id]) => id))
}
