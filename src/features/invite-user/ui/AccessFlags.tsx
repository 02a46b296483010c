// Ditto Access (sr_beta) and Support Team (is_support): super admins only (spec 1 sections 3 and 6).
import { DITTO_ACCESS, SUPPORT_TEAM } from "../model/texts.ts"
import type { UserFormApi } from "../model/useUserForm.ts"
import styles from "./UserFields.module.css"

export interface AccessFlagsProps {
  form: UserFormApi
}

export function AccessFlags({ form }: AccessFlagsProps) {
  return (
    <div className={styles.flags}>
      <form.AppField name="sr_beta">{(field) => <field.Checkbox>{DITTO_ACCESS}</field.Checkbox>}</form.AppField>
      <form.AppField name="is_support">{(field) => <field.Checkbox>{SUPPORT_TEAM}</field.Checkbox>}</form.AppField>
    </div>
  )
}
