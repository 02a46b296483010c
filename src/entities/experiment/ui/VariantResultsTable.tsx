// Each variant's visitors, conversions, conversion rate and probability to beat the control.
import type { Experiment, ExperimentVariant } from "@/shared/api"
import { Table, type TableColumn } from "@/shared/ui/table"

import { percent } from "../lib/format.ts"
import styles from "./Experiment.module.css"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "variant", name: "Variant", isRowHeader: true },
  { id: "traffic", name: "Traffic" },
  { id: "visitors", name: "Visitors" },
  { id: "conversions", name: "Conversions" },
  { id: "rate", name: "Conversion rate" },
  { id: "probability", name: "Probability to beat control" }
]

const SOURCE_NOTES: Record<ExperimentVariant["source"], string> = {
  control: "Control (the page itself)",
  copy: "HubSpot variation: a copy of the page",
  template: "On a page template"
}

export interface VariantResultsTableProps {
  readonly experiment: Pick<Experiment, "variants" | "winner_variant_id">
  readonly isLoading?: boolean
}

export function VariantResultsTable({ experiment, isLoading = false }: VariantResultsTableProps) {
  const cell = (variant: ExperimentVariant, column: string) => {
    switch (column) {
      case "variant":
        return (
          <span className={styles.variant}>
            <span>
              {variant.name}
              {variant.id === experiment.winner_variant_id ? <span className={styles.winner}> — Winner</span> : null}
            </span>
            <span className={styles.note}>
              {variant.source === "template" && variant.template !== null
                ? `${SOURCE_NOTES.template}: ${variant.template}`
                : SOURCE_NOTES[variant.source]}
            </span>
          </span>
        )
      case "traffic":
        return `${variant.traffic_percent}%`
      case "visitors":
        return variant.visitors.toLocaleString("en-US")
      case "conversions":
        return variant.conversions.toLocaleString("en-US")
      case "rate":
        return percent(variant.conversion_rate)
      default:
        return variant.probability_to_beat_control === null ? (
          "—"
        ) : (
          <span className={styles.variant}>
            <span>{percent(variant.probability_to_beat_control)}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${variant.probability_to_beat_control * 100}%` }} />
            </span>
          </span>
        )
    }
  }
  return (
    <Table
      aria-label="Variant results"
      columns={COLUMNS}
      rows={experiment.variants}
      getRowId={(variant) => variant.id}
      renderCell={cell}
      isLoading={isLoading}
      emptyText="This experiment has no variants."
    />
  )
}
