// Invitations into an agency (spec 1 sections 2 and 7): the row behind a single-use link, its token
// stored hashed; the pending ones an agency's Users drawer lists, resends and revokes.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { MembershipRole } from "./userRows.ts"

export interface InvitationRow {
  readonly id: number
  readonly email: string
  readonly agency_id: number
  readonly agency_name: string
  readonly role: MembershipRole
  readonly portal_access: ReadonlyArray<number>
  readonly sr_beta: boolean
  readonly is_support: boolean
  readonly invited_by: number | null
  readonly invited_by_name: string | null
  readonly expires_at: Date
  readonly used_at: Date | null
  /** When this link was mailed. */
  readonly created_at: Date
}

/** Whose pending invitations a list shows: agencies' (null: every agency), or those one user sent. */
interface PendingFilter {
  readonly agencyIds: ReadonlyArray<number> | null
  /** Also the invitations this user sent, whatever agency (plain users manage their own). */
  readonly sentBy: number | null
  readonly now: Date
  readonly limit: number
}

export interface NewInvitation {
  readonly token_hash: string
  readonly email: string
  readonly agency_id: number
  readonly role: MembershipRole
  readonly portal_access: ReadonlyArray<number>
  readonly sr_beta: boolean
  readonly is_support: boolean
  readonly invited_by: number
  readonly expires_at: Date
}

export class InvitationRepo extends Effect.Service<InvitationRepo>()("server/db/InvitationRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const invitationColumns = `i.id, i.email, i.agency_id, a.name AS agency_name, i.role, i.portal_access, i.sr_beta, i.is_support,
      i.invited_by, inviter.name AS invited_by_name, i.expires_at, i.used_at, i.created_at`
    const invitationTables = `invitations i JOIN agencies a ON a.id = i.agency_id LEFT JOIN users inviter ON inviter.id = i.invited_by`

    /** Unused links for the same email and agency stop working: the newest invitation replaces them. */
    const insertInvitation = (invitation: NewInvitation, now: Date) =>
      Effect.gen(function* () {
        yield* sql`
          UPDATE invitations SET used_at = ${now}
          WHERE lower(email) = lower(${invitation.email}) AND agency_id = ${invitation.agency_id} AND used_at IS NULL`
        const [row] = yield* sql<{
          id: number
        }>`INSERT INTO invitations ${sql.insert({ ...invitation, portal_access: [...invitation.portal_access], created_at: now })} RETURNING id`
        return row!.id
      }).pipe(Effect.orDie)

    const findInvitation = (tokenHash: string) =>
      sql<InvitationRow>`
        SELECT ${sql.literal(invitationColumns)}
        FROM invitations i JOIN agencies a ON a.id = i.agency_id LEFT JOIN users inviter ON inviter.id = i.invited_by
        WHERE i.token_hash = ${tokenHash}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Marks the invitation used; false when it was used (or replaced) meanwhile. */
    const useInvitation = (id: number, now: Date) =>
      sql<{ id: number }>`UPDATE invitations SET used_at = ${now} WHERE id = ${id} AND used_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    /** Not used, revoked, replaced or expired; newest first. */
    const pending = (filter: PendingFilter) => {
      const scope =
        filter.agencyIds === null
          ? sql`true`
          : filter.sentBy === null
            ? sql`i.agency_id IN ${sql.in([...filter.agencyIds, 0])}`
            : sql`(i.agency_id IN ${sql.in([...filter.agencyIds, 0])} OR i.invited_by = ${filter.sentBy})`
      return sql<InvitationRow>`
        SELECT ${sql.literal(invitationColumns)} FROM ${sql.literal(invitationTables)}
        WHERE i.used_at IS NULL AND i.expires_at > ${filter.now} AND ${scope}
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${filter.limit}`.pipe(Effect.orDie)
    }

    const findById = (id: number) =>
      sql<InvitationRow>`SELECT ${sql.literal(invitationColumns)} FROM ${sql.literal(invitationTables)} WHERE i.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Spends the link and records why; false when it was no longer pending. */
    const revoke = (id: number, now: Date) =>
      sql<{
        id: number
      }>`UPDATE invitations SET used_at = ${now}, revoked_at = ${now} WHERE id = ${id} AND used_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    return { insertInvitation, findInvitation, useInvitation, pending, findById, revoke } as const
  })
}) {}
