// Users, their agency memberships and their portal grants.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

export interface UserRow {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly password_hash: string | null
  readonly is_admin: boolean
  readonly sr_beta: boolean
  readonly is_support: boolean
  readonly is_demo: boolean
  readonly current_agency_id: number | null
}

export type MembershipRole = "agency-admin" | "user"

/** One membership with the agency summary the User payload nests. */
export interface MembershipRow {
  readonly id: number
  readonly name: string
  readonly credit_limit: number
  readonly status: "active" | "suspend"
  readonly portals_available: number
  readonly portals_count: number
  readonly sr_saas: 0 | 1
  readonly plan_id: number
  readonly plan_name: string
  readonly portal_limit: number
  readonly user_limit: number
  readonly module_limit: number
  readonly custom_logo: "yes" | "no"
  readonly role: MembershipRole
}

export interface UserProfileRow extends UserRow {
  readonly memberships: ReadonlyArray<MembershipRow>
  readonly granted_portal_ids: ReadonlyArray<number>
}

export interface NewUser {
  readonly name: string
  readonly email: string
  readonly password_hash: string | null
  readonly is_admin: boolean
  readonly sr_beta: boolean
  readonly is_support: boolean
  readonly is_demo?: boolean
}

export interface UserChanges {
  readonly name?: string
  readonly email?: string
  readonly password_hash?: string
  readonly current_agency_id?: number
}

const userColumns = "id, name, email, password_hash, is_admin, sr_beta, is_support, is_demo, current_agency_id"

export class UserRepo extends Effect.Service<UserRepo>()("server/db/UserRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const findByEmail = (email: string) =>
      sql<UserRow>`SELECT ${sql.literal(userColumns)} FROM users WHERE lower(email) = lower(${email})`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const findById = (id: number) =>
      sql<UserRow>`SELECT ${sql.literal(userColumns)} FROM users WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const memberships = (userId: number) =>
      sql<MembershipRow>`
        SELECT a.id, a.name, a.credit_limit, a.status, a.portals_available, a.sr_saas,
          (SELECT count(*)::int FROM portals p WHERE p.agency_id = a.id) AS portals_count,
          pl.id AS plan_id, pl.name AS plan_name, pl.portal_limit, pl.user_limit, pl.module_limit, pl.custom_logo,
          au.role
        FROM agency_user au
        JOIN agencies a ON a.id = au.agency_id
        JOIN plans pl ON pl.id = a.plan_id
        WHERE au.user_id = ${userId}
        ORDER BY au.created_at, a.id`

    /**
     * The user with grants, then the memberships: every authenticated request loads this. Two plain
     * queries measured about twice as fast on PGlite as one query aggregating JSON.
     */
    const profileWhere = (where: Statement.Fragment) =>
      Effect.gen(function*() {
        const [user] = yield* sql<UserRow & { readonly granted_portal_ids: ReadonlyArray<number> }>`
          SELECT ${sql.literal(userColumns.split(", ").map((column) => `u.${column}`).join(", "))},
            ARRAY(SELECT pp.portal_id FROM portal_provider pp WHERE pp.user_id = u.id ORDER BY pp.portal_id) AS granted_portal_ids
          FROM users u
          WHERE ${where}`
        if (user === undefined) return Option.none<UserProfileRow>()
        return Option.some<UserProfileRow>({ ...user, memberships: yield* memberships(user.id) })
      }).pipe(Effect.orDie)

    const profileById = (id: number) => profileWhere(sql`u.id = ${id}`)

    /** The owner of a bearer token that is neither revoked nor expired at `now`. */
    const profileByToken = (tokenHash: string, now: Date) =>
      profileWhere(sql`u.id = (
        SELECT user_id FROM api_tokens WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > ${now}
      )`)

    const emailTaken = (email: string, exceptUserId: number) =>
      sql<{ taken: boolean }>`
        SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id <> ${exceptUserId}) AS taken`.pipe(
        Effect.map((rows) => rows[0]?.taken === true),
        Effect.orDie
      )

    const insert = (user: NewUser) =>
      sql<{ id: number }>`INSERT INTO users ${sql.insert({ ...user })} RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, changes: UserChanges) =>
      Object.keys(changes).length === 0
        ? Effect.void
        : sql`UPDATE users SET ${sql.update({ ...changes, updated_at: new Date() })} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        )

    const remove = (id: number) => sql`DELETE FROM users WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const addMembership = (userId: number, agencyId: number, role: MembershipRole) =>
      sql`
        INSERT INTO agency_user ${sql.insert({ user_id: userId, agency_id: agencyId, role })}
        ON CONFLICT (user_id, agency_id) DO UPDATE SET role = EXCLUDED.role`.pipe(Effect.asVoid, Effect.orDie)

    /** Drops the membership and the user's grants on that agency's portals. */
    const removeMembership = (userId: number, agencyId: number) =>
      Effect.all([
        sql`DELETE FROM agency_user WHERE user_id = ${userId} AND agency_id = ${agencyId}`,
        sql`
          DELETE FROM portal_provider
          WHERE user_id = ${userId} AND portal_id IN (SELECT id FROM portals WHERE agency_id = ${agencyId})`,
        sql`UPDATE users SET current_agency_id = NULL WHERE id = ${userId} AND current_agency_id = ${agencyId}`
      ]).pipe(Effect.asVoid, Effect.orDie)

    const grantPortal = (userId: number, portalId: number) =>
      sql`
        INSERT INTO portal_provider ${sql.insert({ user_id: userId, portal_id: portalId })}
        ON CONFLICT DO NOTHING`.pipe(Effect.asVoid, Effect.orDie)

    const countAdmins = sql<{ count: number }>`SELECT count(*)::int AS count FROM users WHERE is_admin`.pipe(
      Effect.map((rows) => rows[0]?.count ?? 0),
      Effect.orDie
    )

    return {
      findByEmail,
      findById,
      profileById,
      profileByToken,
      emailTaken,
      insert,
      update,
      remove,
      addMembership,
      removeMembership,
      grantPortal,
      countAdmins
    } as const
  })
}) {}
