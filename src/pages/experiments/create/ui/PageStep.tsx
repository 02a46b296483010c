// The experiment's name and the CRM site page it tests (the control).
import type { ExperimentOptions } from "@/shared/api"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import type { DraftErrors, ExperimentDraft } from "../model/form.ts"

export interface StepProps {
  readonly draft: ExperimentDraft
  readonly errors: DraftErrors
  readonly onChange: (draft: ExperimentDraft) => void
}

export function PageStep({ draft, errors, onChange, options }: StepProps & { readonly options: ExperimentOptions }) {
  return (
    <>
      <TextField
        label="Experiment name"
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        isRequired
        maxLength={120}
        errorMessage={errors["name"]}
      />
      <SelectField
        label="Page to test"
        items={options.pages.map((page) => ({ id: page.id, label: page.name }))}
        selectedKey={draft.pageId}
        onSelectionChange={(pageId) => onChange({ ...draft, pageId })}
        placeholder="Choose a page"
        isRequired
        errorMessage={errors["page"]}
        description="The page as it is now is the control."
        emptyMessage="This portal has no site pages in the CRM yet."
      />
    </>
  )
}
