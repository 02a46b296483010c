// The control (the page itself) and the one variation a HubSpot A/B test has: a copy of the page, or
// that copy on one of the page templates. HubSpot shows each to half of the visitors.
import { useStore } from "@tanstack/react-form"

import type { ExperimentOptions } from "@/shared/api"

import { FORM_TEXTS } from "../model/form.ts"
import styles from "./CreateExperiment.module.css"
import type { StepProps } from "./PageStep.tsx"

const SOURCES = [
  { id: "copy", label: "Copy of the page" },
  { id: "template", label: "Copy on a page template" }
] as const

export function VariantsStep({ form, options }: StepProps & { readonly options: ExperimentOptions }) {
  const controlName = useStore(form.store, (state) => state.values.control_name)
  const variationName = useStore(form.store, (state) => state.values.variation_name)
  const source = useStore(form.store, (state) => state.values.variation_source)
  return (
    <>
      <p className={styles.fixed}>
        {FORM_TEXTS.oneVariation} {FORM_TEXTS.evenSplit}
      </p>
      <div className={styles.variant} role="group" aria-label={`Variant ${controlName || "without a name"}`}>
        <form.AppField name="control_name">{(field) => <field.TextField label="Variant name" isRequired maxLength={80} />}</form.AppField>
        <p className={styles.fixed}>Control: the page itself</p>
        <span />
      </div>
      <div className={styles.variant} role="group" aria-label={`Variant ${variationName || "without a name"}`}>
        <form.AppField name="variation_name">{(field) => <field.TextField label="Variant name" isRequired maxLength={80} />}</form.AppField>
        <form.AppField
          name="variation_source"
          listeners={{ onChange: ({ value }) => (value === "copy" ? form.setFieldValue("variation_template", "") : undefined) }}
        >
          {(field) => <field.SelectField label="Made from" items={SOURCES} />}
        </form.AppField>
        {source === "template" ? (
          <form.AppField name="variation_template">
            {(field) => (
              <field.SelectField
                label="Page template"
                items={options.templates.map((template) => ({ id: template.key, label: template.name }))}
                placeholder="Choose a template"
                isRequired
                emptyMessage="No page templates are available."
              />
            )}
          </form.AppField>
        ) : (
          <span />
        )}
      </div>
    </>
  )
}
