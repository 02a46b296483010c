// Connecting portals by CRM sign-in: the single-use sign-in states, the agency row an add is checked
// against (locked), and the portal writes an add, reconnect or re-authorisation makes.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export type OAuthPurposeValue = "add" | "reconnect" | "reauthorise"

export interface OAuthStateRow {
  readonly id: number
  readonly user_id: number
  readonly purpose: OAuthPurposeValue
  readonly agency_id: number | null
  readonly portal_id: number | null
  readonly create_portal_type: "pro" | "free"
  /** The flow's PKCE code verifier, encrypted with the app key (null for states made before PKCE). */
  readonly code_verifier_encrypted: string | null
  readonly used: boolean
  readonly expired: boolean
}

export interface AgencyForAdd {
  readonly id: number
  readonly status: "active" | "suspend"
  readonly portals_available: number
  readonly portal_limit: number
  /** Top-level and child portals the agency owns. */
  readonly portals_count: number
}

export interface NewConnectedPortal {
  readonly name: string
  readonly hub_id: number
  readonly hub_url: string
  readonly plan: "pro" | "free"
  readonly agency_id: number
  readonly refresh_token_encrypted: string
  readonly scopes: ReadonlyArray<string>
}

export class PortalConnectionRepo extends Effect.Service<PortalConnectionRepo>()("server/db/PortalConnectionRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const createState = (input: {
      readonly stateHash: string
      readonly userId: number
      readonly purpose: OAuthPurposeValue
      readonly agencyId: number | null
      readonly portalId: number | null
      readonly createPortalType: "pro" | "free"
      readonly codeVerifierEncrypted: string
      readonly ttlSeconds: number
    }) =>
      Effect.gen(function* () {
        // Old states are of no use to anyone; keep the table small.
        yield* sql`DELETE FROM oauth_states WHERE expires_at < now() - interval '1 day'`
        yield* sql`
          INSERT INTO oauth_states (state_hash, user_id, purpose, agency_id, portal_id, create_portal_type, code_verifier_encrypted, expires_at)
          VALUES (${input.stateHash}, ${input.userId}, ${input.purpose}, ${input.agencyId}, ${input.portalId},
                  ${input.createPortalType}, ${input.codeVerifierEncrypted}, now() + make_interval(secs => ${input.ttlSeconds}))`
      }).pipe(Effect.asVoid, Effect.orDie)

    /**
     * Reads the state under a row lock and marks it used when it is the caller's, unused and fresh.
     * Run inside a transaction: the state stays used whatever happens after the commit.
     */
    const consumeState = (stateHash: string, userId: number) =>
      Effect.gen(function* () {
        const rows = yield* sql<OAuthStateRow>`
          SELECT id, user_id, purpose, agency_id, portal_id, create_portal_type, code_verifier_encrypted,
                 used_at IS NOT NULL AS used, expires_at <= now() AS expired
          FROM oauth_states WHERE state_hash = ${stateHash} FOR UPDATE`
        const row = rows[0]
        if (row === undefined || row.user_id !== userId || row.used || row.expired) return Option.none<OAuthStateRow>()
        yield* sql`UPDATE oauth_states SET used_at = now() WHERE id = ${row.id}`
        return Option.some(row)
      }).pipe(Effect.orDie)

    const agencyQuery = (agencyId: number, lock: boolean) =>
      sql<AgencyForAdd>`
        SELECT a.id, a.status, a.portals_available, pl.portal_limit,
               (SELECT count(*)::int FROM portals p WHERE p.agency_id = a.id) AS portals_count
        FROM agencies a JOIN plans pl ON pl.id = a.plan_id
        WHERE a.id = ${agencyId} ${lock ? sql`FOR UPDATE OF a` : sql``}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The agency with its plan's portal limit and portal count. */
    const agencyForAdd = (agencyId: number) => agencyQuery(agencyId, false)

    /** The same, locking the agency row until the surrounding transaction ends (adds queue). */
    const lockAgencyForAdd = (agencyId: number) => agencyQuery(agencyId, true)

    /** The agencies where the user is agency admin. */
    const adminAgencyIds = (userId: number) =>
      sql<{ agency_id: number }>`
        SELECT agency_id FROM agency_user WHERE user_id = ${userId} AND role = 'agency-admin' ORDER BY agency_id`.pipe(
        Effect.map((rows) => rows.map((row) => row.agency_id)),
        Effect.orDie
      )

    const portalByHub = (hubId: number) =>
      sql<{ id: number; agency_id: number | null }>`SELECT id, agency_id FROM portals WHERE hub_id = ${hubId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Inserts the portal; None when another transaction connected the same hub first. */
    const createPortal = (portal: NewConnectedPortal) =>
      sql<{ id: number }>`
        INSERT INTO portals ${sql.insert({
          name: portal.name,
          hub_id: portal.hub_id,
          hub_url: portal.hub_url,
          plan: portal.plan,
          agency_id: portal.agency_id,
          custom_installation: "sr",
          portal_setup_status: false,
          refresh_token_encrypted: portal.refresh_token_encrypted,
          scopes: [...portal.scopes]
        })}
        ON CONFLICT (hub_id) DO NOTHING
        RETURNING id`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.id)),
        Effect.orDie
      )

    const setPortalsAvailable = (agencyId: number, portalsAvailable: number) =>
      sql`UPDATE agencies SET portals_available = ${portalsAvailable}, updated_at = now() WHERE id = ${agencyId}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const grantAccess = (userId: number, portalId: number) =>
      sql`INSERT INTO portal_provider (user_id, portal_id) VALUES (${userId}, ${portalId}) ON CONFLICT DO NOTHING`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Stores a new grant; answers whether the portal's connection had been lost (the grant restores it). */
    const storeGrant = (portalId: number, refreshTokenEncrypted: string, scopes: ReadonlyArray<string>) =>
      sql<{ was_lost: boolean }>`
        WITH before AS (SELECT crm_lost_at FROM portals WHERE id = ${portalId})
        UPDATE portals
        SET ${sql.update({ refresh_token_encrypted: refreshTokenEncrypted, scopes: [...scopes], updated_at: new Date() })}, crm_lost_at = NULL
        WHERE id = ${portalId}
        RETURNING (SELECT crm_lost_at IS NOT NULL FROM before) AS was_lost`.pipe(
        Effect.map((rows) => rows[0]?.was_lost === true),
        Effect.orDie
      )

    /**
     * The portals holding this grant that were not known to have lost their connection, marked lost now: each
     * loss is answered once, however many calls meet the refused grant.
     */
    const markLost = (refreshTokenEncrypted: string) =>
      sql<{ id: number; name: string; agency_id: number | null }>`
        UPDATE portals SET crm_lost_at = now()
        WHERE refresh_token_encrypted = ${refreshTokenEncrypted} AND crm_lost_at IS NULL
        RETURNING id, name, agency_id`.pipe(Effect.orDie)

    /** The admins of an agency, who hear of its portals' lost connections. */
    const agencyAdminIds = (agencyId: number) =>
      sql<{ user_id: number }>`
        SELECT user_id FROM agency_user WHERE agency_id = ${agencyId} AND role = 'agency-admin' ORDER BY user_id`.pipe(
        Effect.map((rows) => rows.map((row) => row.user_id)),
        Effect.orDie
      )

    /** What reaching the portal's CRM account takes (hub id, stored grant); None when there is no such portal. */
    const crmAccessOf = (portalId: number) =>
      sql<{ hub_id: number; refresh_token_encrypted: string | null }>`
        SELECT hub_id::float8 AS hub_id, refresh_token_encrypted FROM portals WHERE id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    return {
      markLost,
      agencyAdminIds,
      crmAccessOf,
      createState,
      consumeState,
      agencyForAdd,
      lockAgencyForAdd,
      adminAgencyIds,
      portalByHub,
      createPortal,
      setPortalsAvailable,
      grantAccess,
      storeGrant
    } as const
  })
}) {}
