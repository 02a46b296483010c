// The experiment as it will be created, for a last look.
import { type ExperimentOptions, VARIANT_TRAFFIC_PERCENT } from "@/shared/api"

import type { ExperimentDraft } from "../model/form.ts"
import styles from "./CreateExperiment.module.css"
import { GOAL_OPTIONS } from "./GoalStep.tsx"

const SOURCE_TEXT = {
  control: "the page itself",
  copy: "HubSpot variation, a copy of the page",
  template: "HubSpot variation on the page template"
} as const

export function ReviewStep({ draft, options }: { readonly draft: ExperimentDraft; readonly options: ExperimentOptions }) {
  const page = options.pages.find((candidate) => candidate.id === draft.pageId)
  const templateName = (key: string | null) => options.templates.find((template) => template.key === key)?.name ?? key ?? ""
  return (
    <dl className={styles.review} aria-label="Review">
      <dt>Name</dt>
      <dd>{draft.name.trim() || "—"}</dd>
      <dt>Page</dt>
      <dd>{page?.name ?? "—"}</dd>
      <dt>Goal</dt>
      <dd>{GOAL_OPTIONS.find((option) => option.goal === draft.goal)?.label ?? "—"}</dd>
      {draft.variants.map((variant) => (
        <div key={variant.key} style={{ display: "contents" }}>
          <dt>{variant.name}</dt>
          <dd>
            {VARIANT_TRAFFIC_PERCENT}% of visitors — {SOURCE_TEXT[variant.source]}
            {variant.source === "template" ? `: ${templateName(variant.template)}` : ""}
          </dd>
        </div>
      ))}
    </dl>
  )
}
