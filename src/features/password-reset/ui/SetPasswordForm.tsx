// Sets a password from an emailed link (token and email arrive in the query): the reset link's form by
// default; the account setup page gives its own title, texts and what follows success.
import { Link } from "@tanstack/react-router"
import { Exit } from "effect"
import { type FormEvent, useState } from "react"

import { failureOf, useApiAction } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button, buttonClassName } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { setPassword } from "../api/passwordReset.ts"
import { type NewPasswordErrors, validateNewPasswordForm } from "../model/validate.ts"
import { NewPasswordFields } from "./NewPasswordFields.tsx"
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
  email: initialEmail,
  label = "Set password",
  submitLabel = "Reset Password",
  missingTokenText = "This link has no reset token. Ask for a new link.",
  onDone
}: SetPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setNewPassword] = useState("")
  const [passwordConfirmation, setConfirmation] = useState("")
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [done, setDone] = useState<string | null>(null)
  const { run, isPending } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateNewPasswordForm({ email, password, passwordConfirmation })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    alerts.clear()
    const exit = await run(setPassword({ token, email, password, passwordConfirmation }))
    if (Exit.isSuccess(exit)) return onDone === undefined ? setDone(exit.value) : onDone(exit.value)
    const failure = failureOf(exit.cause)
    if (failure._tag === "Some") alerts.show({ type: "danger", content: failure.value.message })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {token === "" ? <Alert type="warning">{missingTokenText}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        autoComplete="username"
        errorMessage={errors.email}
      />
      <NewPasswordFields
        password={password}
        onPasswordChange={setNewPassword}
        passwordConfirmation={passwordConfirmation}
        onConfirmationChange={setConfirmation}
        errors={errors}
        autoFocus
      />
      <Button type="submit" isPending={isPending} isDisabled={token === ""}>
        {submitLabel}
      </Button>
    </form>
  )
}
