// Rollouts and each portal's part in them. The coordinator's writes run inside its one short transaction per
// rollout (the caller's); none of these statements is held open while the CRM is called.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import { type PortalScope, portalScopeClause } from "./PortalRepo.ts"
import type {
  NewRolloutPortal,
  PortalBatchState,
  PreviewPortalRow,
  RolloutBatchRow,
  RolloutChangeValue,
  RolloutPortalRow,
  RolloutPortalStatusValue,
  RolloutRow,
  RolloutStatusValue
} from "./rolloutRows.ts"

export type { NewRolloutPortal, PreviewPortalRow, RolloutPortalRow, RolloutRow } from "./rolloutRows.ts"

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const rolloutColumns = `r.id::text AS id, r.change, r.title, r.status, r.paused_reason, r.canary_size, r.failure_threshold,
  r.accepted_failures, r.rollback_of::text AS rollback_of,
  (SELECT b.id::text FROM rollouts b WHERE b.rollback_of = r.id) AS rolled_back_by,
  r.created_by, (SELECT u.name FROM users u WHERE u.id = r.created_by) AS starter_name,
  ${iso("r.created_at")} AS created_at, ${iso("r.finished_at")} AS finished_at`
const portalColumns = `rollout_id::text AS rollout_id, portal_id, portal_name, agency_id, agency_name, seq, phase, status, action,
  from_version, to_version, credits_spent, credit_keys, reason, skip_reason, batch_id, parts`

export class RolloutRepo extends Effect.Service<RolloutRepo>()("server/db/RolloutRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (
      rollout: Pick<RolloutRow, "id" | "change" | "title" | "canary_size" | "failure_threshold" | "rollback_of" | "created_by">,
      portals: ReadonlyArray<NewRolloutPortal>
    ) =>
      Effect.gen(function* () {
        yield* sql`
          INSERT INTO rollouts (id, change, title, canary_size, failure_threshold, rollback_of, created_by)
          VALUES (${rollout.id}, ${JSON.stringify(rollout.change)}::jsonb, ${rollout.title}, ${rollout.canary_size},
                  ${rollout.failure_threshold}, ${rollout.rollback_of}, ${rollout.created_by})`
        if (portals.length > 0) {
          yield* sql`INSERT INTO rollout_portals ${sql.insert(
            portals.map((portal) => ({
              ...portal,
              rollout_id: rollout.id,
              parts: portal.parts === null ? null : JSON.stringify(portal.parts)
            }))
          )}`
        }
      }).pipe(Effect.orDie)

    const find = (id: string) =>
      sql<RolloutRow>`SELECT ${sql.literal(rolloutColumns)} FROM rollouts r WHERE r.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Locks the rollout until the surrounding transaction ends; none when another process holds it (or it is gone). */
    const lock = (id: string, wait = false) =>
      (wait
        ? sql<RolloutRow>`SELECT ${sql.literal(rolloutColumns)} FROM rollouts r WHERE r.id = ${id} FOR UPDATE OF r`
        : sql<RolloutRow>`SELECT ${sql.literal(rolloutColumns)} FROM rollouts r WHERE r.id = ${id} FOR UPDATE OF r SKIP LOCKED`
      ).pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Rollouts with work left (portals to start or to settle), oldest first. */
    const openIds = sql<{ id: string }>`
      SELECT id::text AS id FROM rollouts WHERE finished_at IS NULL ORDER BY created_at, id`.pipe(
      Effect.map((rows) => rows.map((row) => row.id)),
      Effect.orDie
    )

    const portalsOf = (rolloutIds: ReadonlyArray<string>) =>
      rolloutIds.length === 0
        ? Effect.succeed<ReadonlyArray<RolloutPortalRow>>([])
        : sql<RolloutPortalRow>`
          SELECT ${sql.literal(portalColumns)} FROM rollout_portals
          WHERE rollout_id::text IN ${sql.in(rolloutIds)} ORDER BY rollout_id, seq`.pipe(Effect.orDie)

    const portalOf = (rolloutId: string, portalId: number) =>
      sql<RolloutPortalRow>`
        SELECT ${sql.literal(portalColumns)} FROM rollout_portals WHERE rollout_id = ${rolloutId} AND portal_id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * The batches of the rollout's running portals, with the first failed job's error, a delete's reason and the
     * modules whose jobs succeeded (a credit bought for any other goes back).
     */
    const runningBatches = (rolloutId: string) =>
      sql<PortalBatchState>`
        SELECT rp.portal_id, b.status AS batch_status, COALESCE(b.failed_jobs, 0) AS failed_jobs,
          (SELECT j.error FROM batch_jobs j WHERE j.batch_id = b.id AND j.status = 'failed' ORDER BY j.seq LIMIT 1) AS error,
          ARRAY(SELECT j.payload->>'module' FROM batch_jobs j
                WHERE j.batch_id = b.id AND j.status = 'done' AND j.payload->>'module' IS NOT NULL) AS done_modules,
          (SELECT c.reason FROM batch_cancellations c WHERE c.batch_id = rp.batch_id) AS cancelled_reason,
          EXISTS (SELECT 1 FROM portals p WHERE p.id = rp.portal_id) AS portal_exists
        FROM rollout_portals rp LEFT JOIN batches b ON b.id = rp.batch_id
        WHERE rp.rollout_id = ${rolloutId} AND rp.status = 'running'
        ORDER BY rp.seq`.pipe(Effect.orDie)

    const portalExists = (portalId: number) =>
      sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM portals WHERE id = ${portalId}) AS found`.pipe(
        Effect.map((rows) => rows[0]?.found === true),
        Effect.orDie
      )

    const setPortal = (
      rolloutId: string,
      portalId: number,
      changes: {
        readonly status: RolloutPortalStatusValue
        readonly reason?: string | null
        readonly batch_id?: string
        readonly credits_spent?: number
      }
    ) =>
      sql`
        UPDATE rollout_portals SET status = ${changes.status}, updated_at = now(),
          reason = ${changes.reason === undefined ? sql`reason` : sql`${changes.reason}`},
          batch_id = ${changes.batch_id === undefined ? sql`batch_id` : sql`${changes.batch_id}`},
          credits_spent = ${changes.credits_spent === undefined ? sql`credits_spent` : sql`${changes.credits_spent}`}
        WHERE rollout_id = ${rolloutId} AND portal_id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The portal bought the module with a credit for the rollout (once: the caller checked credit_keys). */
    const addCredit = (rolloutId: string, portalId: number, moduleKey: string) =>
      sql`
        UPDATE rollout_portals SET credits_spent = credits_spent + 1, credit_keys = array_append(credit_keys, ${moduleKey}),
          updated_at = now()
        WHERE rollout_id = ${rolloutId} AND portal_id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The module's credit went back. */
    const dropCredit = (rolloutId: string, portalId: number, moduleKey: string) =>
      sql`
        UPDATE rollout_portals SET credits_spent = GREATEST(credits_spent - 1, 0), credit_keys = array_remove(credit_keys, ${moduleKey}),
          updated_at = now()
        WHERE rollout_id = ${rolloutId} AND portal_id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    /** Pending portals of the rollout become cancelled; answers how many. */
    const cancelPending = (rolloutId: string) =>
      sql<{ portal_id: number }>`
        UPDATE rollout_portals SET status = 'cancelled', updated_at = now()
        WHERE rollout_id = ${rolloutId} AND status = 'pending' RETURNING portal_id`.pipe(
        Effect.map((rows) => rows.length),
        Effect.orDie
      )

    const setRollout = (
      id: string,
      changes: {
        readonly status: RolloutStatusValue
        readonly paused_reason: string | null
        readonly accepted_failures?: number
        readonly finished?: boolean
      }
    ) =>
      sql`
        UPDATE rollouts SET status = ${changes.status}, paused_reason = ${changes.paused_reason}, updated_at = now(),
          accepted_failures = ${changes.accepted_failures === undefined ? sql`accepted_failures` : sql`${changes.accepted_failures}`},
          finished_at = ${changes.finished === true ? sql`now()` : sql`finished_at`}
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /** Rollouts touching a portal the scope sees, newest first, with the total. */
    const list = (query: { readonly scope: PortalScope; readonly status: RolloutStatusValue | undefined; page: number; limit: number }) =>
      Effect.gen(function* () {
        const visible = sql`EXISTS (
          SELECT 1 FROM rollout_portals rp JOIN portals p ON p.id = rp.portal_id LEFT JOIN agencies a ON a.id = p.agency_id
          WHERE rp.rollout_id = r.id AND ${portalScopeClause(sql, query.scope)})`
        const where = query.status === undefined ? visible : sql.and([visible, sql`r.status = ${query.status}`])
        const all = query.scope._tag === "All"
        const clause = all ? (query.status === undefined ? sql`TRUE` : sql`r.status = ${query.status}`) : where
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM rollouts r WHERE ${clause}`
        const rows = yield* sql<RolloutRow>`
          SELECT ${sql.literal(rolloutColumns)} FROM rollouts r WHERE ${clause}
          ORDER BY r.created_at DESC, r.id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    /** Of these portals, those the scope sees. */
    const visiblePortals = (portalIds: ReadonlyArray<number>, scope: PortalScope) =>
      portalIds.length === 0
        ? Effect.succeed(new Set<number>())
        : sql<{ id: number }>`
          SELECT p.id FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id
          WHERE ${sql.in("p.id", portalIds)} AND ${portalScopeClause(sql, scope)}`.pipe(
            Effect.map((rows) => new Set(rows.map((row) => row.id))),
            Effect.orDie
          )

    /** What a preview needs of these portals. */
    const previewPortals = (portalIds: ReadonlyArray<number>) =>
      portalIds.length === 0
        ? Effect.succeed<ReadonlyArray<PreviewPortalRow>>([])
        : sql<PreviewPortalRow>`
          SELECT p.id, p.name, p.plan, p.custom_installation, p.agency_id, a.name AS agency_name, a.status AS agency_status,
            a.credit_limit, p.scopes, p.refresh_token_encrypted, p.hub_id::float8 AS hub_id, p.crm_lost_at IS NOT NULL AS crm_lost
          FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE ${sql.in("p.id", portalIds)}`.pipe(Effect.orDie)

    /**
     * Portals with other work on the change's module, theme file or theme version (a layout's: on any module or theme
     * file it names): an unfinished batch whose job names it (a module's key; a theme file's path, as rollout and
     * theme-version jobs carry it; a theme version upgrade's jobs), or an open portal of another rollout of it (a
     * layout rollout's portal whose parts name it; another rollout of the same layout).
     */
    const busyPortals = (
      portalIds: ReadonlyArray<number>,
      change: RolloutChangeValue,
      layout?: { readonly modules: ReadonlyArray<string>; readonly files: ReadonlyArray<string> }
    ) => {
      if (portalIds.length === 0) return Effect.succeed(new Set<number>())
      const modules = change.kind === "module" ? [change.module_key] : change.kind === "layout" ? (layout?.modules ?? []) : []
      const files = change.kind === "theme_file" ? [change.path] : change.kind === "layout" ? (layout?.files ?? []) : []
      const none = sql`false`
      const anyOf = (column: Statement.Fragment, values: ReadonlyArray<string>) =>
        values.length === 0 ? none : sql`${column} IN ${sql.in(values)}`
      // A layout rollout's open portal whose parts name one of them.
      const inParts = (kind: "module" | "theme_file", values: ReadonlyArray<string>) =>
        values.length === 0
          ? none
          : sql`EXISTS (SELECT 1 FROM jsonb_array_elements(COALESCE(rp.parts, '[]'::jsonb)) part
                        WHERE part->>'kind' = ${kind} AND part->>'key' IN ${sql.in(values)})`
      const names =
        change.kind === "theme_version"
          ? sql`(j.payload->>'theme_file_id' IS NOT NULL OR j.payload->>'theme' = 'version')`
          : sql`(${anyOf(sql`j.payload->>'module'`, modules)} OR ${anyOf(sql`j.payload->>'file'`, files)}
                 OR ${anyOf(sql`j.payload->>'path'`, files)})`
      const same =
        change.kind === "theme_version"
          ? sql`r.change->>'kind' = 'theme_version'`
          : sql`(${anyOf(sql`r.change->>'module_key'`, modules)} OR ${anyOf(sql`r.change->>'path'`, files)}
                 OR ${inParts("module", modules)} OR ${inParts("theme_file", files)}
                 ${change.kind === "layout" ? sql`OR r.change->>'layout_id' = ${String(change.layout_id)}` : sql``})`
      return sql<{ portal_id: number }>`
          SELECT b.portal_id FROM batches b
          WHERE ${sql.in("b.portal_id", portalIds)} AND b.status <> 'finished'
            AND EXISTS (SELECT 1 FROM batch_jobs j WHERE j.batch_id = b.id AND ${names})
          UNION
          SELECT rp.portal_id FROM rollout_portals rp JOIN rollouts r ON r.id = rp.rollout_id
          WHERE ${sql.in("rp.portal_id", portalIds)} AND rp.status IN ('pending', 'running') AND ${same}`.pipe(
        Effect.map((rows) => new Set(rows.map((row) => row.portal_id))),
        Effect.orDie
      )
    }

    /** Each portal's start lock until the transaction ends, in ascending id order: overlapping starts queue, never deadlock. */
    const lockPortals = (portalIds: ReadonlyArray<number>) =>
      Effect.forEach(
        [...new Set(portalIds)].sort((a, b) => a - b),
        (id) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rollout-portal:${id}`}, 0))`
      ).pipe(Effect.asVoid, Effect.orDie)

    /** The batches of these ids as the transition drawer reads them. */
    const batchesOf = (batchIds: ReadonlyArray<string>) =>
      batchIds.length === 0
        ? Effect.succeed<ReadonlyArray<RolloutBatchRow>>([])
        : sql<RolloutBatchRow>`
          SELECT id, kind, portal_id, reference, created_by, total_jobs, processed_jobs, failed_jobs, status, result, options,
            created_at, finished_at
          FROM batches WHERE ${sql.in("id", batchIds)}`.pipe(Effect.orDie)

    /** The module's purchase for the portal goes (a credit given back). */
    const removePurchase = (portalId: number, moduleId: number) =>
      sql`DELETE FROM portal_module_purchases WHERE portal_id = ${portalId} AND module_id = ${moduleId}`.pipe(Effect.asVoid, Effect.orDie)

    const removeHolding = (portalId: number, moduleId: number) =>
      sql`DELETE FROM portal_modules WHERE portal_id = ${portalId} AND module_id = ${moduleId}`.pipe(Effect.asVoid, Effect.orDie)

    /** Marks the portal's newest History entry of the module as the rollout's. */
    /** Tags the portal's latest History entry of the module (or theme file) with the rollout that made it. */
    const tagHistory = (portalId: number, subject: { readonly field: "module" | "file"; readonly key: string }, rolloutId: string) =>
      sql`
        UPDATE histories SET payload = payload || jsonb_build_object('rollout_id', ${rolloutId}::text)
        WHERE id = (
          SELECT id FROM histories WHERE portal_id = ${portalId} AND payload->>${subject.field} = ${subject.key}
          ORDER BY id DESC LIMIT 1
        )`.pipe(Effect.asVoid, Effect.orDie)

    /** The payload of the portal's latest History entry the rollout made; none when it made none. */
    const historyOf = (portalId: number, rolloutId: string) =>
      sql<{ payload: unknown }>`
        SELECT payload FROM histories WHERE portal_id = ${portalId} AND payload->>'rollout_id' = ${rolloutId}
        ORDER BY id DESC LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.payload)),
        Effect.orDie
      )

    return {
      historyOf,
      insert,
      find,
      lock,
      openIds,
      portalsOf,
      portalOf,
      runningBatches,
      portalExists,
      setPortal,
      addCredit,
      dropCredit,
      cancelPending,
      setRollout,
      list,
      visiblePortals,
      previewPortals,
      busyPortals,
      lockPortals,
      batchesOf,
      removePurchase,
      removeHolding,
      tagHistory
    } as const
  })
}) {}
