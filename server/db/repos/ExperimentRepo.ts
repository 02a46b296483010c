// Page experiments and their variants (migrations 0014 and 0020).
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { ExperimentGoal, ExperimentStatus, VariantSource } from "#contract/experiment-api.ts"

export interface ExperimentRow {
  readonly id: number
  readonly portal_id: number
  readonly name: string
  readonly crm_page_id: string
  readonly page_name: string
  readonly goal: ExperimentGoal
  readonly status: ExperimentStatus
  readonly winner_variant_id: number | null
  /** HubSpot's test of the page and its variation (null for experiments made before 0020). */
  readonly ab_test_id: string | null
  readonly started_at: Date | null
  readonly stopped_at: Date | null
  readonly created_at: Date
}

export interface VariantRow {
  readonly id: number
  readonly experiment_id: number
  readonly position: number
  readonly name: string
  readonly source: VariantSource
  readonly template_key: string | null
  readonly crm_page_id: string
  readonly traffic_percent: number
}

export interface NewExperiment {
  readonly portalId: number
  readonly name: string
  readonly crmPageId: string
  readonly pageName: string
  readonly goal: ExperimentGoal
  readonly abTestId: string | null
  readonly createdBy: number
  readonly variants: ReadonlyArray<{
    readonly name: string
    readonly source: VariantSource
    readonly templateKey: string | null
    readonly crmPageId: string
    readonly trafficPercent: number
  }>
}

const columns =
  "id, portal_id, name, crm_page_id, page_name, goal, status, winner_variant_id, ab_test_id, started_at, stopped_at, created_at"
const variantColumns = "id, experiment_id, position, name, source, template_key, crm_page_id, traffic_percent"

export class ExperimentRepo extends Effect.Service<ExperimentRepo>()("server/db/ExperimentRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const listFor = (portalId: number) =>
      sql<ExperimentRow>`SELECT ${sql.literal(columns)} FROM experiments WHERE portal_id = ${portalId} ORDER BY id DESC`.pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<ExperimentRow>`SELECT ${sql.literal(columns)} FROM experiments WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const variantsOf = (ids: ReadonlyArray<number>) =>
      ids.length === 0
        ? Effect.succeed([] as ReadonlyArray<VariantRow>)
        : sql<VariantRow>`SELECT ${sql.literal(variantColumns)} FROM experiment_variants WHERE ${sql.in("experiment_id", ids)} ORDER BY experiment_id, position`.pipe(
            Effect.orDie
          )

    /** Every CRM page an experiment of the portal made (copies and template pages, not controls). */
    const madePageIds = (portalId: number) =>
      sql<{ crm_page_id: string }>`
        SELECT v.crm_page_id FROM experiment_variants v JOIN experiments e ON e.id = v.experiment_id
        WHERE e.portal_id = ${portalId} AND v.source <> 'control'`.pipe(
        Effect.map((rows) => new Set(rows.map((row) => row.crm_page_id))),
        Effect.orDie
      )

    const insert = (experiment: NewExperiment) =>
      Effect.gen(function* () {
        const [row] = yield* sql<{ id: number }>`
          INSERT INTO experiments ${sql.insert({
            portal_id: experiment.portalId,
            name: experiment.name,
            crm_page_id: experiment.crmPageId,
            page_name: experiment.pageName,
            goal: experiment.goal,
            ab_test_id: experiment.abTestId,
            created_by: experiment.createdBy
          })} RETURNING id`
        const id = row!.id
        yield* sql`INSERT INTO experiment_variants ${sql.insert(
          experiment.variants.map((variant, position) => ({
            experiment_id: id,
            position,
            name: variant.name,
            source: variant.source,
            template_key: variant.templateKey,
            crm_page_id: variant.crmPageId,
            traffic_percent: variant.trafficPercent
          }))
        )}`
        return id
      }).pipe(Effect.orDie)

    /** The portal's experiment on the page that is not completed yet, if any (HubSpot runs one test per page). */
    const unfinishedOnPage = (portalId: number, crmPageId: string) =>
      sql<{ id: number }>`
        SELECT id FROM experiments WHERE portal_id = ${portalId} AND crm_page_id = ${crmPageId} AND status <> 'completed' LIMIT 1`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Moves the experiment from `from` to `to`; false when another request changed it first. */
    const transition = (
      id: number,
      from: ReadonlyArray<ExperimentStatus>,
      to: ExperimentStatus,
      changes: { readonly startedAt?: Date; readonly stoppedAt?: Date; readonly winner?: number }
    ) =>
      sql<{ id: number }>`
        UPDATE experiments SET
          status = ${to},
          started_at = COALESCE(${changes.startedAt ?? null}::timestamptz, started_at),
          stopped_at = COALESCE(${changes.stoppedAt ?? null}::timestamptz, stopped_at),
          winner_variant_id = COALESCE(${changes.winner ?? null}::integer, winner_variant_id),
          updated_at = now()
        WHERE id = ${id} AND ${sql.in("status", from)}
        RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Deletes the experiment (its variants go with it) unless it is running; false when nothing was deleted. */
    const remove = (id: number) =>
      sql<{ id: number }>`DELETE FROM experiments WHERE id = ${id} AND status <> 'running' RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return { listFor, findById, variantsOf, madePageIds, unfinishedOnPage, insert, transition, remove } as const
  })
}) {}
