// Email and password, checked by the contract's login body; a refused login shows the server's message as a
// danger alert.
import { useStore } from "@tanstack/react-form"
import { Exit } from "effect"
import { useSetAtom } from "jotai"

import { startSessionAtom } from "@/entities/session"
import { failureOf, LoginPayload, useApiAction, type User } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { useContractForm } from "@/shared/ui/form"

import { logIn } from "../api/logIn.ts"
import styles from "./LoginForm.module.css"

export interface LoginFormProps {
  onLoggedIn: (user: User) => void
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  // Nothing is cached before sign-in but the public settings (logout emptied the rest).
  const { run } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()
  const startSession = useSetAtom(startSessionAtom)
  const form = useContractForm({
    defaultValues: { email: "", password: "" },
    schema: LoginPayload,
    onSubmit: async (values) => {
      alerts.clear()
      const exit = await run(logIn(values))
      if (Exit.isSuccess(exit)) {
        startSession(exit.value)
        onLoggedIn(exit.value.user)
        return
      }
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
      aria-label="Log in"
    >
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" isRequired autoComplete="username" autoFocus />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => <field.TextField label="Password" type="password" isRequired autoComplete="current-password" />}
      </form.AppField>
      <Button type="submit" isPending={isSubmitting}>
        Log in
      </Button>
    </form>
  )
}
