// The Account Details form (spec 2 section 2): Name, Agency Logo (when the plan allows a custom logo),
// Email, Password (read-only until 'Edit' is clicked), Current Password (only while the email or the
// password is being changed) and Save. Controlled by AccountDetailsDrawer.
import type { FormEvent, ReactNode } from "react"

import { LogoField } from "@/entities/agency"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import type { AccountFormErrors, AccountFormValue } from "../model/accountForm.ts"
import styles from "./AccountDetails.module.css"

export interface AccountDetailsFormProps {
  value: AccountFormValue
  errors: AccountFormErrors
  /** The email or the password is being changed: the current password is asked for. */
  asksCurrentPassword: boolean
  onChange: (value: AccountFormValue) => void
  onSave: () => void
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

export function AccountDetailsForm({
  value,
  errors,
  asksCurrentPassword,
  onChange,
  onSave,
  isSaving,
  currentLogo,
  footer,
  notice
}: AccountDetailsFormProps) {
  const set =
    <K extends keyof AccountFormValue>(field: K) =>
    (next: AccountFormValue[K]) =>
      onChange({ ...value, [field]: next })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Account Details">
        <TextField
          label="Name"
          value={value.name}
          onChange={set("name")}
          errorMessage={errors.name}
          isRequired
          autoComplete="name"
          isDisabled={isSaving}
        />
        {currentLogo !== undefined ? (
          <LogoField
            label="Agency Logo"
            src={value.cover === undefined ? currentLogo : value.cover}
            onChange={set("cover")}
            isDisabled={isSaving}
          />
        ) : null}
        <TextField
          label="Email"
          type="email"
          value={value.email}
          onChange={set("email")}
          errorMessage={errors.email}
          isRequired
          autoComplete="email"
          isDisabled={isSaving}
        />
        <div className={styles.passwordRow}>
          <TextField
            label="Password"
            type="password"
            className={styles.grow}
            value={value.editingPassword ? value.password : PASSWORD_MASK}
            onChange={set("password")}
            isReadOnly={!value.editingPassword}
            errorMessage={errors.password}
            autoComplete="new-password"
            autoFocus={value.editingPassword}
            isDisabled={isSaving}
          />
          {value.editingPassword ? (
            // Cancel never submits, so nothing is validated; the stored password stays.
            <Button
              variant="secondary"
              onPress={() => onChange({ ...value, editingPassword: false, password: "", currentPassword: "" })}
              isDisabled={isSaving}
            >
              Cancel
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => onChange({ ...value, editingPassword: true, password: "" })} isDisabled={isSaving}>
              Edit
            </Button>
          )}
        </div>
        {asksCurrentPassword ? (
          <TextField
            label="Current Password"
            type="password"
            value={value.currentPassword}
            onChange={set("currentPassword")}
            errorMessage={errors.current_password}
            description="Needed to change your email or password."
            isRequired
            autoComplete="current-password"
            isDisabled={isSaving}
          />
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
