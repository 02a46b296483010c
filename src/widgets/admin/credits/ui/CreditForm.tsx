// The 'Add Credit' / 'Edit Credit' view: Credit, Amount and Saving text inputs with Save and Cancel;
// the edit form is pre-filled.
import type { CreditRecord } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { ListSection } from "@/shared/ui/list-panel"

import { useCreditForm } from "../model/useCreditForm.ts"
import styles from "./CreditsDrawer.module.css"

export interface CreditFormProps {
  /** The loaded record to edit; null adds one. */
  credit: CreditRecord | null
  onSaved: () => void
  onCancel: () => void
}

export function CreditForm({ credit, onSaved, onCancel }: CreditFormProps) {
  const { form, isPending, version } = useCreditForm(credit, onSaved)
  const heading = credit === null ? "Add Credit" : "Edit Credit"

  return (
    <ListSection heading={heading}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
        aria-label={heading}
        noValidate
      >
        <form.AppField name="credit">{(field) => <field.TextField label="Credit" isRequired />}</form.AppField>
        <form.AppField name="amount">{(field) => <field.TextField label="Amount" isRequired />}</form.AppField>
        <form.AppField name="saving">{(field) => <field.TextField label="Saving" />}</form.AppField>
        <ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            Save
          </Button>
        </div>
      </form>
    </ListSection>
  )
}
