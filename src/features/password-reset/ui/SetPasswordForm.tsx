// Sets a password from an emailed link (token and email arrive in the query): the reset link's form by
// default; the account setup page gives its own title, texts and what follows success.
import { useStore } from "@tanstack/react-form"
import { Link } from "@tanstack/react-router"
import { Exit } from "effect"
import { useState } from "react"

import { failureOf, useApiAction } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button, buttonClassName } from "@/shared/ui/button"
import { showServerFaults, useContractForm } from "@/shared/ui/form"

import { setPassword } from "../api/passwordReset.ts"
import { setPasswordChecks } from "../model/setPasswordForm.ts"
import { CONFIRM_PASSWORD_FIELD, NEW_PASSWORD_FIELD } from "./NewPasswordFields.tsx"
import styles from "./PasswordForm.module.css"

export interface SetPasswordFormProps {
  token: string
  email: string
  /** The form's accessible name. */
  label?: string
  submitLabel?: string
  /** The warning shown (and the form disabled) when the link has no token. */
  missingTokenText?: string
  /** Called with the server's message instead of showing it with a 'Log in' link. */
  onDone?: (message: string) => void
}

export function SetPasswordForm({
  token,
  email,
  label = "Set password",
  submitLabel = "Reset Password",
  missingTokenText = "This link has no reset token. Ask for a new link.",
  onDone
}: SetPasswordFormProps) {
  const [done, setDone] = useState<string | null>(null)
  const { run } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()
  const form = useContractForm({
    defaultValues: { email, password: "", password_confirmation: "" },
    ...setPasswordChecks(token),
    onSubmit: async (values, formApi) => {
      alerts.clear()
      const exit = await run(
        setPassword({ token, email: values.email, password: values.password, passwordConfirmation: values.password_confirmation })
      )
      if (Exit.isSuccess(exit)) return onDone === undefined ? setDone(exit.value) : onDone(exit.value)
      const failure = failureOf(exit.cause)
      if (failure._tag === "None" || (failure.value.status === 422 && showServerFaults(formApi, failure.value))) return
      alerts.show({ type: "danger", content: failure.value.message })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  if (done !== null) {
    return (
      <div className={styles.form}>
        <Alert type="success">{done}</Alert>
        <Link to={RoutePath.Login} className={buttonClassName("primary")}>
          Log in
        </Link>
      </div>
    )
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
      aria-label={label}
    >
      {token === "" ? <Alert type="warning">{missingTokenText}</Alert> : null}
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" isRequired autoComplete="username" />}
      </form.AppField>
      <form.AppField name="password">{(field) => <field.TextField {...NEW_PASSWORD_FIELD} autoFocus />}</form.AppField>
      <form.AppField name="password_confirmation">{(field) => <field.TextField {...CONFIRM_PASSWORD_FIELD} />}</form.AppField>
      <Button type="submit" isPending={isSubmitting} isDisabled={token === ""}>
        {submitLabel}
      </Button>
    </form>
  )
}
