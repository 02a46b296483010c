// The experiment's name and the CRM site page it tests (the control).
import type { ExperimentOptions } from "@/shared/api"

import type { ExperimentForm } from "../model/form.ts"

export interface StepProps {
  readonly form: ExperimentForm
}

export function PageStep({ form, options }: StepProps & { readonly options: ExperimentOptions }) {
  return (
    <>
      <form.AppField name="name">{(field) => <field.TextField label="Experiment name" isRequired maxLength={120} />}</form.AppField>
      <form.AppField name="page_id">
        {(field) => (
          <field.SelectField
            label="Page to test"
            items={options.pages.map((page) => ({ id: page.id, label: page.name }))}
            placeholder="Choose a page"
            isRequired
            description="The page as it is now is the control."
            emptyMessage="This portal has no site pages in the CRM yet."
          />
        )}
      </form.AppField>
    </>
  )
}
