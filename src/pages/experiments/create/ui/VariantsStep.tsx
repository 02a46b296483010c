// The variants: the control (the page itself) and 1 to 4 others, each a copy of the page or a page
// made from a page template.
import { MAX_VARIANTS, type ExperimentOptions } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"
import { addVariant, removeVariant, updateVariant } from "../model/form.ts"
import styles from "./CreateExperiment.module.css"
import type { StepProps } from "./PageStep.tsx"

const SOURCES = [
  { id: "copy", label: "Copy of the page" },
  { id: "template", label: "Page from a template" }
] as const

export function VariantsStep({ draft, errors, onChange, options }: StepProps & { readonly options: ExperimentOptions }) {
  const others = draft.variants.filter((variant) => variant.source !== "control").length
  return (
    <>
      {draft.variants.map((variant) => (
        <div key={variant.key} className={styles.variant} role="group" aria-label={`Variant ${variant.name || "without a name"}`}>
          <TextField label="Variant name" value={variant.name} onChange={(name) => onChange(updateVariant(draft, variant.key, { name }))} isRequired maxLength={80} errorMessage={errors[`name-${variant.key}`]} />
          {variant.source === "control" ? (
            <p className={styles.fixed}>Control: the page itself</p>
          ) : (
            <SelectField
              label="Made from"
              items={SOURCES}
              selectedKey={variant.source}
              onSelectionChange={(source) => onChange(updateVariant(draft, variant.key, { source, template: source === "copy" ? null : variant.template }))}
            />
          )}
          {variant.source === "template" ? (
            <SelectField
              label="Page template"
              items={options.templates.map((template) => ({ id: template.key, label: template.name }))}
              selectedKey={variant.template}
              onSelectionChange={(template) => onChange(updateVariant(draft, variant.key, { template }))}
              placeholder="Choose a template"
              isRequired
              errorMessage={errors[`template-${variant.key}`]}
              emptyMessage="No page templates are available."
            />
          ) : <span />}
          {variant.source === "control" || others <= 1 ? <span /> : (
            <Button variant="ghost" size="sm" onPress={() => onChange(removeVariant(draft, variant.key))} aria-label={`Remove ${variant.name}`}>
              Remove
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onPress={() => onChange(addVariant(draft))} isDisabled={draft.variants.length >= MAX_VARIANTS}>
          Add variant
        </Button>
      </div>
    </>
  )
}
