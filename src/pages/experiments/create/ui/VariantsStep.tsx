// The control (the page itself) and the one variation a HubSpot A/B test has: a copy of the page, or
// that copy on one of the page templates. HubSpot shows each to half of the visitors.
import type { ExperimentOptions } from "@/shared/api"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { FORM_TEXTS, updateVariant } from "../model/form.ts"
import styles from "./CreateExperiment.module.css"
import type { StepProps } from "./PageStep.tsx"

const SOURCES = [
  { id: "copy", label: "Copy of the page" },
  { id: "template", label: "Copy on a page template" }
] as const

export function VariantsStep({ draft, errors, onChange, options }: StepProps & { readonly options: ExperimentOptions }) {
  return (
    <>
      <p className={styles.fixed}>
        {FORM_TEXTS.oneVariation} {FORM_TEXTS.evenSplit}
      </p>
      {draft.variants.map((variant) => (
        <div key={variant.key} className={styles.variant} role="group" aria-label={`Variant ${variant.name || "without a name"}`}>
          <TextField
            label="Variant name"
            value={variant.name}
            onChange={(name) => onChange(updateVariant(draft, variant.key, { name }))}
            isRequired
            maxLength={80}
            errorMessage={errors[`name-${variant.key}`]}
          />
          {variant.source === "control" ? (
            <p className={styles.fixed}>Control: the page itself</p>
          ) : (
            <SelectField
              label="Made from"
              items={SOURCES}
              selectedKey={variant.source}
              onSelectionChange={(source) =>
                onChange(updateVariant(draft, variant.key, { source, template: source === "copy" ? null : variant.template }))
              }
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
          ) : (
            <span />
          )}
        </div>
      ))}
    </>
  )
}
