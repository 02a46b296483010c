// /setup-account?token=…&email=…: the first password of an account created by registration
// (POST /password/setup with the mailed setup token), then on to '/' to log in.
import { Link, useNavigate } from "@tanstack/react-router"
import { Exit } from "effect"
import { type FormEvent, useState } from "react"
import { type NewPasswordErrors, setPassword, validateNewPasswordForm } from "@/features/password-reset"
import { failureOf, useApiAction } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { CardPage } from "@/shared/ui/card-page"
import { TextField } from "@/shared/ui/text-field"
import styles from "./SetupAccountPage.module.css"

export const SETUP_ACCOUNT = "Set Up Your Account"
export const SET_PASSWORD = "Set Password"
export const MISSING_SETUP_TOKEN = "This link has no setup token. Ask for a new link."

export interface SetupAccountPageProps {
  token: string
  email: string
}

export function SetupAccountPage({ token, email: initialEmail }: SetupAccountPageProps) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setNewPassword] = useState("")
  const [passwordConfirmation, setConfirmation] = useState("")
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const { run, isPending } = useApiAction()
  const alerts = useAlerts()
  const navigate = useNavigate()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateNewPasswordForm({ email, password, passwordConfirmation })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    alerts.clear()
    const exit = await run(setPassword({ token, email, password, passwordConfirmation }))
    if (Exit.isSuccess(exit)) {
      alerts.show({ type: "success", content: exit.value })
      void navigate({ to: RoutePath.Login, replace: true })
      return
    }
    const failure = failureOf(exit.cause)
    if (failure._tag === "Some") alerts.show({ type: "danger", content: failure.value.message })
  }

  return (
    <CardPage title={SETUP_ACCOUNT} intro="Choose the password you will log in with." footer={<Link to={RoutePath.Login}>Back to log in</Link>}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={SETUP_ACCOUNT}>
        {token === "" ? <Alert type="warning">{MISSING_SETUP_TOKEN}</Alert> : null}
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
          {SET_PASSWORD}
        </Button>
      </form>
    </CardPage>
  )
}
