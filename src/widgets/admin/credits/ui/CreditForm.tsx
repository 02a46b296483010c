// The 'Add Credit' / 'Edit Credit' view: Credit, Amount and Saving text inputs with Save and Cancel;
// the edit form is pre-filled.
import { type FormEvent, useState } from "react"

import type { CreditRecord } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { ListSection } from "@/shared/ui/list-panel"
import { TextField } from "@/shared/ui/text-field"

import { getCredit } from "../api/credits.ts"
import { creditFormOf, type CreditFormValues, EMPTY_CREDIT_FORM } from "../model/creditForm.ts"
import { useSaveCredit } from "../model/useSaveCredit.ts"
import styles from "./CreditsDrawer.module.css"

export interface CreditFormProps {
  /** The loaded record to edit; null adds one. */
  credit: CreditRecord | null
  onSaved: () => void
  onCancel: () => void
}

export function CreditForm({ credit, onSaved, onCancel }: CreditFormProps) {
  const [values, setValues] = useState<CreditFormValues>(() => (credit === null ? EMPTY_CREDIT_FORM : creditFormOf(credit)))
  const version = useRecordVersion({
    record: credit,
    toForm: creditFormOf,
    reread: getCredit(credit?.id ?? 0),
    value: values,
    setValue: setValues
  })
  const { errors, isPending, save } = useSaveCredit(credit?.id ?? null, onSaved, version)
  const heading = credit === null ? "Add Credit" : "Edit Credit"
  const set = (field: keyof CreditFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(values)
  }

  return (
    <ListSection heading={heading}>
      <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
        <TextField label="Credit" value={values.credit} onChange={set("credit")} isRequired errorMessage={errors.credit} />
        <TextField label="Amount" value={values.amount} onChange={set("amount")} isRequired errorMessage={errors.amount} />
        <TextField label="Saving" value={values.saving} onChange={set("saving")} />
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
