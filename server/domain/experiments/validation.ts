// The create payload's rules beyond its schema: one control, 2 to 5 variants, a split summing to 100,
// a template for every template variant, distinct names. Each message names the field.
import { MAX_VARIANTS, MIN_VARIANTS, type VariantPayload } from "../../../src/shared/api/contract/experiment-api.ts"

export const SPLIT_NOT_100 = "The traffic_percent values of the variants must add up to 100."
export const ONE_CONTROL = "The variants field must contain exactly one control variant."
export const TOO_FEW_VARIANTS = `The variants field must have at least ${MIN_VARIANTS} items.`
export const TOO_MANY_VARIANTS = `The variants field may not have more than ${MAX_VARIANTS} items.`
export const DUPLICATE_NAMES = "The variants field has duplicate names."
export const templateRequired = (index: number) => `variants.${index}.template: The template field is required when source is template.`

/** The first broken rule's message, or undefined when the variants are acceptable. */
export const variantsProblem = (variants: ReadonlyArray<VariantPayload>): string | undefined => {
  if (variants.length < MIN_VARIANTS) return TOO_FEW_VARIANTS
  if (variants.length > MAX_VARIANTS) return TOO_MANY_VARIANTS
  if (variants.filter((variant) => variant.source === "control").length !== 1) return ONE_CONTROL
  const names = new Set(variants.map((variant) => variant.name.toLowerCase()))
  if (names.size !== variants.length) return DUPLICATE_NAMES
  const missing = variants.findIndex((variant) => variant.source === "template" && (variant.template ?? "").trim() === "")
  if (missing >= 0) return templateRequired(missing)
  if (variants.reduce((sum, variant) => sum + variant.traffic_percent, 0) !== 100) return SPLIT_NOT_100
  return undefined
}
