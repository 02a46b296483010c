// Asks for a reset link by email; shows what the server answered.
import { Exit } from "effect"
import { type FormEvent, useState } from "react"

import { failureOf, useApiAction } from "@/shared/api"
import { validateEmail } from "@/shared/lib/validation"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { requestPasswordReset } from "../api/passwordReset.ts"
import styles from "./PasswordForm.module.css"

export function RequestResetForm() {
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState<string | null>(null)
  const { run, isPending } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = validateEmail(email)
    setError(invalid)
    if (invalid !== undefined) return
    setSent(null)
    const exit = await run(requestPasswordReset(email))
    if (Exit.isSuccess(exit)) return setSent(exit.value)
    const failure = failureOf(exit.cause)
    if (failure._tag === "Some") alerts.show({ type: "danger", content: failure.value.message })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
      {sent !== null ? <Alert type="success">{sent}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        autoComplete="email"
        autoFocus
        errorMessage={error}
      />
      <Button type="submit" isPending={isPending}>
        Send Password Reset Link
      </Button>
    </form>
  )
}
