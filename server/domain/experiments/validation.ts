// The create payload's rules beyond its schema: the control and one variation (a HubSpot A/B test is a
// page and one variation of it), HubSpot's even split, a template for a template variant, distinct
// names. Each message names the field.
import { MAX_VARIANTS, MIN_VARIANTS, VARIANT_TRAFFIC_PERCENT, type VariantPayload } from "#contract/experiment-api.ts"

export const ONE_CONTROL = "The variants field must contain exactly one control variant."
export const TOO_FEW_VARIANTS = `The variants field must have at least ${MIN_VARIANTS} items.`
export const TOO_MANY_VARIANTS = `The variants field may not have more than ${MAX_VARIANTS} items: a HubSpot A/B test is the page and one variation of it.`
export const DUPLICATE_NAMES = "The variants field has duplicate names."
export const templateRequired = (index: number) => `variants.${index}.template: The template field is required when source is template.`
export const unevenSplit = (index: number) =>
  `variants.${index}.traffic_percent: The traffic_percent must be ${VARIANT_TRAFFIC_PERCENT}: HubSpot shows the page and its variation to equal shares of the visitors.`

/** The first broken rule's message, or undefined when the variants are acceptable. */
export const variantsProblem = (variants: ReadonlyArray<VariantPayload>): string | undefined => {
  if (variants.length < MIN_VARIANTS) return TOO_FEW_VARIANTS
  if (variants.length > MAX_VARIANTS) return TOO_MANY_VARIANTS
  if (variants.filter((variant) => variant.source === "control").length !== 1) return ONE_CONTROL
  const names = new Set(variants.map((variant) => variant.name.toLowerCase()))
  if (names.size !== variants.length) return DUPLICATE_NAMES
  const missing = variants.findIndex((variant) => variant.source === "template" && (variant.template ?? "").trim() === "")
  if (missing >= 0) return templateRequired(missing)
  const uneven = variants.findIndex(
    (variant) => variant.traffic_percent !== undefined && variant.traffic_percent !== VARIANT_TRAFFIC_PERCENT
  )
  if (uneven >= 0) return unevenSplit(uneven)
  return undefined
}
