// Asks for a reset link by email, checked by the contract's PasswordResetPayload; shows what the server
// answered.
import { useStore } from "@tanstack/react-form"
import { Exit } from "effect"
import { useState } from "react"

import { failureOf, PasswordResetPayload, useApiAction } from "@/shared/api"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { useContractForm } from "@/shared/ui/form"

import { requestPasswordReset } from "../api/passwordReset.ts"
import styles from "./PasswordForm.module.css"

export function RequestResetForm() {
  const [sent, setSent] = useState<string | null>(null)
  const { run } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()
  const form = useContractForm({
    defaultValues: { email: "" },
    schema: PasswordResetPayload,
    onSubmit: async (values) => {
      setSent(null)
      const exit = await run(requestPasswordReset(values.email))
      if (Exit.isSuccess(exit)) return setSent(exit.value)
      const failure = failureOf(exit.cause)
      if (failure._tag === "Some") alerts.show({ type: "danger", content: failure.value.message })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
      aria-label="Reset password"
    >
      {sent !== null ? <Alert type="success">{sent}</Alert> : null}
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" isRequired autoComplete="email" autoFocus />}
      </form.AppField>
      <Button type="submit" isPending={isSubmitting}>
        Send Password Reset Link
      </Button>
    </form>
  )
}
