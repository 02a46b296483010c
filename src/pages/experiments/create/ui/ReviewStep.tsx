// The experiment as it will be created, for a last look.
import { type ExperimentOptions, VARIANT_TRAFFIC_PERCENT } from "@/shared/api"

import type { ExperimentValues } from "../model/form.ts"
import styles from "./CreateExperiment.module.css"
import { GOAL_OPTIONS } from "./GoalStep.tsx"

const SOURCE_TEXT = {
  control: "the page itself",
  copy: "HubSpot variation, a copy of the page",
  template: "HubSpot variation on the page template"
} as const

export function ReviewStep({ values, options }: { readonly values: ExperimentValues; readonly options: ExperimentOptions }) {
  const page = options.pages.find((candidate) => candidate.id === values.page_id)
  const templateName = (key: string) => options.templates.find((template) => template.key === key)?.name ?? key
  const variants = [
    { key: "control", name: values.control_name, source: "control" as const },
    { key: "variation", name: values.variation_name, source: values.variation_source }
  ]
  return (
    <dl className={styles.review} aria-label="Review">
      <dt>Name</dt>
      <dd>{values.name.trim() || "—"}</dd>
      <dt>Page</dt>
      <dd>{page?.name ?? "—"}</dd>
      <dt>Goal</dt>
      <dd>{GOAL_OPTIONS.find((option) => option.goal === values.goal)?.label ?? "—"}</dd>
      {variants.map((variant) => (
        <div key={variant.key} style={{ display: "contents" }}>
          <dt>{variant.name}</dt>
          <dd>
            {VARIANT_TRAFFIC_PERCENT}% of visitors — {SOURCE_TEXT[variant.source]}
            {variant.source === "template" ? `: ${templateName(values.variation_template)}` : ""}
          </dd>
        </div>
      ))}
    </dl>
  )
}
