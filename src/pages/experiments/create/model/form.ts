// The experiment being composed (by the one-page form or the step-by-step wizard): its page, the control
// and the one variation a HubSpot A/B test has (a copy of the page, or that copy on a page template),
// the goal, the checks each step makes before going on, and the payload it becomes. HubSpot splits the
// visitors evenly, so there is no split to choose.
import type { ExperimentCreatePayload, ExperimentGoal, VariantSource } from "@/shared/api"
import { VARIANT_TRAFFIC_PERCENT } from "@/shared/api"

export interface VariantDraft {
  readonly key: string
  readonly name: string
  readonly source: VariantSource
  readonly template: string | null
}

export interface ExperimentDraft {
  readonly name: string
  readonly pageId: string | null
  readonly goal: ExperimentGoal | null
  /** The control and the variation. */
  readonly variants: readonly [VariantDraft, VariantDraft]
}

export type DraftErrors = Partial<Record<string, string>>

export const WIZARD_STEPS = ["page", "variants", "goal", "review"] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export const STEP_LABELS: Record<WizardStep, string> = {
  page: "Page",
  variants: "Variants",
  goal: "Goal",
  review: "Review"
}

export const FORM_TEXTS = {
  nameRequired: "Enter a name for the experiment.",
  pageRequired: "Choose the page to test.",
  goalRequired: "Choose what counts as a conversion.",
  variantName: "Each variant needs a name.",
  duplicateNames: "Each variant needs a different name.",
  templateRequired: "Choose the page template for this variant.",
  oneVariation: "A HubSpot A/B test compares the page with one variation of it.",
  evenSplit: `HubSpot shows each version to ${VARIANT_TRAFFIC_PERCENT}% of the visitors.`
} as const

export const initialDraft = (): ExperimentDraft => ({
  name: "",
  pageId: null,
  goal: "form_submissions",
  variants: [
    { key: "v0", name: "Control", source: "control", template: null },
    { key: "v1", name: "Variant B", source: "copy", template: null }
  ]
})

export const updateVariant = (draft: ExperimentDraft, key: string, changes: Partial<Omit<VariantDraft, "key">>): ExperimentDraft => {
  const [control, variation] = draft.variants
  const change = (variant: VariantDraft) => (variant.key === key ? { ...variant, ...changes } : variant)
  return { ...draft, variants: [change(control), change(variation)] }
}

/** The problems of one step (or, for review, of every step), keyed by field. */
export const stepErrors = (step: WizardStep, draft: ExperimentDraft): DraftErrors => {
  const errors: Record<string, string> = {}
  if (step === "page" || step === "review") {
    if (draft.name.trim() === "") errors["name"] = FORM_TEXTS.nameRequired
    if (draft.pageId === null) errors["page"] = FORM_TEXTS.pageRequired
  }
  if (step === "variants" || step === "review") {
    const names = new Set<string>()
    for (const variant of draft.variants) {
      const name = variant.name.trim().toLowerCase()
      if (name === "") errors[`name-${variant.key}`] = FORM_TEXTS.variantName
      else if (names.has(name)) errors[`name-${variant.key}`] = FORM_TEXTS.duplicateNames
      names.add(name)
      if (variant.source === "template" && variant.template === null) errors[`template-${variant.key}`] = FORM_TEXTS.templateRequired
    }
  }
  if ((step === "goal" || step === "review") && draft.goal === null) errors["goal"] = FORM_TEXTS.goalRequired
  return errors
}

export const hasErrors = (errors: DraftErrors): boolean => Object.keys(errors).length > 0

export const toPayload = (draft: ExperimentDraft): ExperimentCreatePayload => ({
  name: draft.name.trim(),
  page_id: draft.pageId ?? "",
  goal: draft.goal ?? "form_submissions",
  variants: draft.variants.map((variant) => ({
    name: variant.name.trim(),
    source: variant.source,
    ...(variant.source === "template" && variant.template !== null ? { template: variant.template } : {})
  }))
})
