// The experiment being composed (by the one-page form or the step-by-step wizard): its page, variants,
// traffic split and goal, the checks each step makes before going on, and the payload it becomes.
import type { ExperimentCreatePayload, ExperimentGoal, VariantSource } from "@/shared/api"
import { MAX_VARIANTS, MIN_VARIANTS } from "@/shared/api"

export interface VariantDraft {
  readonly key: string
  readonly name: string
  readonly source: VariantSource
  readonly template: string | null
  /** The traffic share as typed (whole percent). */
  readonly percent: string
}

export interface ExperimentDraft {
  readonly name: string
  readonly pageId: string | null
  readonly goal: ExperimentGoal | null
  readonly variants: ReadonlyArray<VariantDraft>
}

export type DraftErrors = Partial<Record<string, string>>

export const WIZARD_STEPS = ["page", "variants", "split", "goal", "review"] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export const STEP_LABELS: Record<WizardStep, string> = {
  page: "Page",
  variants: "Variants",
  split: "Traffic split",
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
  percentInvalid: "Enter a whole percentage from 1 to 99.",
  tooMany: `An experiment can have at most ${MAX_VARIANTS} variants.`,
  split: (total: number) => `The traffic split must add up to 100% (now ${total}%).`
} as const

const letter = (index: number) => String.fromCharCode(65 + index)

/** 100 shared as evenly as whole percentages allow, the first ones taking the remainder. */
export const evenSplit = (count: number): Array<number> =>
  Array.from({ length: count }, (_, index) => Math.floor(100 / count) + (index < 100 % count ? 1 : 0))

const respread = (variants: ReadonlyArray<VariantDraft>): Array<VariantDraft> => {
  const split = evenSplit(variants.length)
  return variants.map((variant, index) => ({ ...variant, percent: String(split[index]) }))
}

export const initialDraft = (): ExperimentDraft => ({
  name: "",
  pageId: null,
  goal: "form_submissions",
  variants: respread([
    { key: "v0", name: "Control", source: "control", template: null, percent: "" },
    { key: "v1", name: "Variant B", source: "copy", template: null, percent: "" }
  ])
})

export const addVariant = (draft: ExperimentDraft): ExperimentDraft => {
  if (draft.variants.length >= MAX_VARIANTS) return draft
  const used = new Set(draft.variants.map((variant) => variant.key))
  let n = draft.variants.length
  while (used.has(`v${n}`)) n++
  const variant: VariantDraft = { key: `v${n}`, name: `Variant ${letter(draft.variants.length)}`, source: "copy", template: null, percent: "" }
  return { ...draft, variants: respread([...draft.variants, variant]) }
}

export const removeVariant = (draft: ExperimentDraft, key: string): ExperimentDraft => {
  const left = draft.variants.filter((variant) => variant.key !== key || variant.source === "control")
  return left.length < MIN_VARIANTS ? draft : { ...draft, variants: respread(left) }
}

export const updateVariant = (draft: ExperimentDraft, key: string, changes: Partial<Omit<VariantDraft, "key">>): ExperimentDraft => ({
  ...draft,
  variants: draft.variants.map((variant) => (variant.key === key ? { ...variant, ...changes } : variant))
})

export const splitEvenly = (draft: ExperimentDraft): ExperimentDraft => ({ ...draft, variants: respread(draft.variants) })

const percentOf = (variant: VariantDraft): number | null => {
  const value = Number(variant.percent)
  return /^\d+$/.test(variant.percent.trim()) && value >= 1 && value <= 99 ? value : null
}

export const splitTotal = (draft: ExperimentDraft): number =>
  draft.variants.reduce((sum, variant) => sum + (percentOf(variant) ?? 0), 0)

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
  if (step === "split" || step === "review") {
    for (const variant of draft.variants) {
      if (percentOf(variant) === null) errors[`percent-${variant.key}`] = FORM_TEXTS.percentInvalid
    }
    if (splitTotal(draft) !== 100) errors["split"] = FORM_TEXTS.split(splitTotal(draft))
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
    ...(variant.source === "template" && variant.template !== null ? { template: variant.template } : {}),
    traffic_percent: Number(variant.percent)
  }))
})
