// The Account Details form (spec 2 section 2): Name, Agency Logo (when the plan allows a custom logo),
// Email, Password (read-only until 'Edit' is clicked), Current Password (only while the email or the
// password is being changed) and Save. The form and its saving are useAccountForm's.
import { useStore } from "@tanstack/react-form"
import type { ReactNode } from "react"

import { LogoField } from "@/entities/agency"
import { Button } from "@/shared/ui/button"
import { firstError } from "@/shared/ui/form"
import { TextField } from "@/shared/ui/text-field"

import { type AccountOwner, needsCurrentPassword } from "../model/accountForm.ts"
import type { AccountFormApi } from "../model/useAccountForm.ts"
import styles from "./AccountDetails.module.css"

export interface AccountDetailsFormProps {
  /** The account's form (useAccountForm). */
  form: AccountFormApi
  /** The stored account: a changed email asks for the current password. */
  owner: AccountOwner
  isSaving: boolean
  /** The Agency Logo field shows only when this is not undefined (the plan allows a custom logo). */
  currentLogo?: string | null | undefined
  /** Below the form: the Delete Account section. */
  footer?: ReactNode
  /** Shown above Save: the conflict notice after a stale save. */
  notice?: ReactNode
}

/** Stands for the stored password, which is never sent to the browser. */
const PASSWORD_MASK = "••••••••"

export function AccountDetailsForm({ form, owner, isSaving, currentLogo, footer, notice }: AccountDetailsFormProps) {
  const editingPassword = useStore(form.store, (state) => state.values.editingPassword)
  const asksCurrentPassword = useStore(form.store, (state) => needsCurrentPassword(state.values, owner))
  const editPassword = (editing: boolean) => {
    form.setFieldValue("password", "")
    // Leaving the password edit drops what was typed for it, and with it its complaints.
    if (!editing) form.setFieldValue("current_password", "")
    form.setFieldValue("editingPassword", editing)
  }
  return (
    <div className={styles.body}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
        noValidate
        aria-label="Account Details"
      >
        <form.AppField name="name">
          {(field) => <field.TextField label="Name" isRequired autoComplete="name" isDisabled={isSaving} />}
        </form.AppField>
        {currentLogo !== undefined ? (
          <form.Field name="cover">
            {(field) => (
              <LogoField
                label="Agency Logo"
                src={field.state.value === undefined ? currentLogo : field.state.value}
                onChange={field.handleChange}
                isDisabled={isSaving}
              />
            )}
          </form.Field>
        ) : null}
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" isRequired autoComplete="email" isDisabled={isSaving} />}
        </form.AppField>
        <div className={styles.passwordRow}>
          <form.Field name="password">
            {(field) => (
              <TextField
                label="Password"
                type="password"
                name={field.name}
                className={styles.grow}
                value={editingPassword ? field.state.value : PASSWORD_MASK}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                isReadOnly={!editingPassword}
                errorMessage={editingPassword ? firstError(field.state.meta.errors) : undefined}
                autoComplete="new-password"
                autoFocus={editingPassword}
                isDisabled={isSaving}
              />
            )}
          </form.Field>
          {editingPassword ? (
            // Cancel never submits; the stored password stays.
            <Button variant="secondary" onPress={() => editPassword(false)} isDisabled={isSaving}>
              Cancel
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => editPassword(true)} isDisabled={isSaving}>
              Edit
            </Button>
          )}
        </div>
        {asksCurrentPassword ? (
          <form.AppField name="current_password">
            {(field) => (
              <field.TextField
                label="Current Password"
                type="password"
                description="Needed to change your email or password."
                isRequired
                autoComplete="current-password"
                isDisabled={isSaving}
              />
            )}
          </form.AppField>
        ) : null}
        {notice}
        <div className={styles.actions}>
          <Button type="submit" isPending={isSaving}>
            Save
          </Button>
        </div>
      </form>
      {footer}
    </div>
  )
}
