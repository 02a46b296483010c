// The experiment being composed (by the one-page form or the step-by-step wizard): its page, the control
// and the one variation a HubSpot A/B test has (a copy of the page, or that copy on a page template), the
// goal, and the payload it becomes. HubSpot splits the visitors evenly, so there is no split to choose.
// Each value is checked by the contract's own schema of the body field it becomes, in the server's words.
import { Schema } from "effect"

import { ExperimentCreatePayload, type ExperimentGoal, VARIANT_TRAFFIC_PERCENT, VariantPayload } from "@/shared/api"
import { contractFaults, useContractForm } from "@/shared/ui/form"

/** The form's values: one field per body field, the two variants' fields side by side. */
export interface ExperimentValues {
  readonly name: string
  /** The tested page's id, "" while none is chosen. */
  readonly page_id: string
  readonly goal: ExperimentGoal
  readonly control_name: string
  readonly variation_name: string
  readonly variation_source: "copy" | "template"
  /** The page template's key, "" while none is chosen. */
  readonly variation_template: string
}

export const WIZARD_STEPS = ["page", "variants", "goal", "review"] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export const STEP_LABELS: Record<WizardStep, string> = {
  page: "Page",
  variants: "Variants",
  goal: "Goal",
  review: "Review"
}

/** The fields each step shows (the review shows them all, and changes none). */
export const STEP_FIELDS: Record<WizardStep, ReadonlyArray<keyof ExperimentValues>> = {
  page: ["name", "page_id"],
  variants: ["control_name", "variation_name", "variation_source", "variation_template"],
  goal: ["goal"],
  review: []
}

export const FORM_TEXTS = {
  oneVariation: "A HubSpot A/B test compares the page with one variation of it.",
  evenSplit: `HubSpot shows each version to ${VARIANT_TRAFFIC_PERCENT}% of the visitors.`
} as const

/**
 * The server's words for the variants' rules its schema does not hold (checked after decoding, so
 * they are the form's own checks here).
 */
export const VARIANT_TEXTS = {
  duplicateNames: "The variants field has duplicate names.",
  templateRequired: "The template field is required when source is template."
} as const

export const INITIAL_VALUES: ExperimentValues = {
  name: "",
  page_id: "",
  goal: "form_submissions",
  control_name: "Control",
  variation_name: "Variant B",
  variation_source: "copy",
  variation_template: ""
}

/** The create body's field schemas, one for each form field: the same rules and words as the server's. */
export const ExperimentFormBody = Schema.Struct({
  name: ExperimentCreatePayload.fields.name,
  page_id: ExperimentCreatePayload.fields.page_id,
  goal: ExperimentCreatePayload.fields.goal,
  control_name: VariantPayload.fields.name,
  variation_name: VariantPayload.fields.name,
  variation_source: VariantPayload.fields.source,
  variation_template: VariantPayload.fields.template
})

/** The values as the body's fields hold them: trimmed, a template only when one is chosen. */
export const toFormBody = (values: ExperimentValues) => ({
  name: values.name.trim(),
  page_id: values.page_id,
  goal: values.goal,
  control_name: values.control_name.trim(),
  variation_name: values.variation_name.trim(),
  variation_source: values.variation_source,
  variation_template: values.variation_source === "template" && values.variation_template !== "" ? values.variation_template : undefined
})

/** The variants' rules beyond the schema: distinct names, and a template for a template variant. */
export const checkVariants = (values: ExperimentValues): Partial<Record<keyof ExperimentValues, string>> => {
  const control = values.control_name.trim().toLowerCase()
  const variation = values.variation_name.trim().toLowerCase()
  return {
    ...(control !== "" && control === variation ? { variation_name: VARIANT_TEXTS.duplicateNames } : {}),
    ...(values.variation_source === "template" && values.variation_template === ""
      ? { variation_template: VARIANT_TEXTS.templateRequired }
      : {})
  }
}

export const toPayload = (values: ExperimentValues): ExperimentCreatePayload => {
  const body = toFormBody(values)
  return {
    name: body.name,
    page_id: body.page_id,
    goal: body.goal,
    variants: [
      { name: body.control_name, source: "control" },
      {
        name: body.variation_name,
        source: body.variation_source,
        ...(body.variation_template === undefined ? {} : { template: body.variation_template })
      }
    ]
  }
}

/** The experiment's one form, for the one-page form and the wizard alike; `onSubmit` gets checked values. */
export const useExperimentForm = (onSubmit: Parameters<typeof useContractForm<ExperimentValues>>[0]["onSubmit"]) =>
  useContractForm<ExperimentValues>({
    defaultValues: INITIAL_VALUES,
    schema: ExperimentFormBody,
    toBody: toFormBody,
    check: checkVariants,
    onSubmit
  })

export type ExperimentForm = ReturnType<typeof useExperimentForm>

/** The values' faults as the form finds them (the contract's field schemas, then the variants' rules). */
export const experimentFaults = (values: ExperimentValues) =>
  contractFaults({ schema: ExperimentFormBody, toBody: toFormBody, check: checkVariants }, values)
