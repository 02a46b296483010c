// Sets a new password from the emailed link (token and email arrive in the query).
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
import styles from "./PasswordForm.module.css"

export interface SetPasswordFormProps {
  token: string
  email: string
}

export function SetPasswordForm({ token, email: initialEmail }: SetPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setNewPassword] = useState("")
  const [passwordConfirmation, setConfirmation] = useState("")
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [done, setDone] = useState<string | null>(null)
  const { run, isPending } = useApiAction()
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
    const exit = await run(setPassword({ token, email, password, passwordConfirmation }))
    if (Exit.isSuccess(exit)) return setDone(exit.value)
    const failure = failureOf(exit.cause)
    if (failure._tag === "Some") alerts.show({ type: "danger", content: failure.value.message })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Set password">
      {token === "" ? <Alert type="warning">This link has no reset token. Ask for a new link.</Alert> : null}
      <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} isRequired autoComplete="username" errorMessage={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={setNewPassword}
        isRequired
        autoComplete="new-password"
        autoFocus
        errorMessage={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="password_confirmation"
        type="password"
        value={passwordConfirmation}
        onChange={setConfirmation}
        isRequired
        autoComplete="new-password"
        errorMessage={errors.passwordConfirmation}
      />
      <Button type="submit" isPending={isPending} isDisabled={token === ""}>
        Reset Password
      </Button>
    </form>
  )
}
