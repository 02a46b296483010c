// An experiment as the wire shows it: each variant with the collector's counts, conversion rate and
// probability to beat the control, and the current leader.
import type { Experiment, ExperimentVariant } from "#contract/experiment-api.ts"

import type { ExperimentRow, VariantRow } from "../../db/repos/ExperimentRepo.ts"
import { conversionRate, type Counts, probabilityToBeat } from "./stats.ts"

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

/** `counts` by variant id; a variant without events has none. */
export const experimentView = (
  row: ExperimentRow,
  variants: ReadonlyArray<VariantRow>,
  counts: ReadonlyMap<number, Counts>
): Experiment => {
  const countsOf = (variant: VariantRow): Counts => counts.get(variant.id) ?? { visitors: 0, conversions: 0 }
  const control = variants.find((variant) => variant.source === "control")
  const controlCounts = control === undefined ? { visitors: 0, conversions: 0 } : countsOf(control)
  const list = variants.map((variant): ExperimentVariant => {
    const own = countsOf(variant)
    return {
      id: variant.id,
      name: variant.name,
      source: variant.source,
      template: variant.template_key,
      crm_page_id: variant.crm_page_id,
      traffic_percent: variant.traffic_percent,
      visitors: own.visitors,
      conversions: own.conversions,
      conversion_rate: conversionRate(own),
      probability_to_beat_control: variant.source === "control" ? null : probabilityToBeat(own, controlCounts)
    }
  })
  const withVisitors = list.filter((variant) => variant.visitors > 0)
  const leader = withVisitors.reduce<ExperimentVariant | undefined>(
    (best, variant) => (best === undefined || variant.conversion_rate > best.conversion_rate ? variant : best),
    undefined
  )
  return {
    id: row.id,
    portal_id: row.portal_id,
    name: row.name,
    status: row.status,
    goal: row.goal,
    page: { id: row.crm_page_id, name: row.page_name },
    variants: list,
    leader_variant_id: leader?.id ?? null,
    winner_variant_id: row.winner_variant_id,
    started_at: iso(row.started_at),
    stopped_at: iso(row.stopped_at),
    created_at: iso(row.created_at)!
  }
}
