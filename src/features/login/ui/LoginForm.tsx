// Email and password; a refused login shows the server's message as a danger alert.
import { Exit } from "effect"
import { useSetAtom } from "jotai"
import { type FormEvent, useState } from "react"

import { startSessionAtom } from "@/entities/session"
import { failureOf, useApiAction, type User } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { logIn } from "../api/logIn.ts"
import { type LoginErrors, validateLogin } from "../model/validate.ts"
import styles from "./LoginForm.module.css"

export interface LoginFormProps {
  onLoggedIn: (user: User) => void
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<LoginErrors>({})
  // Nothing is cached before sign-in but the public settings (logout emptied the rest).
  const { run, isPending } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()
  const startSession = useSetAtom(startSessionAtom)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateLogin({ email, password })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    alerts.clear()
    const exit = await run(logIn({ email, password }))
    if (Exit.isSuccess(exit)) {
      startSession(exit.value)
      onLoggedIn(exit.value.user)
      return
    }
    const failure = failureOf(exit.cause)
    if (failure._tag === "Some") alerts.show({ type: "danger", content: failure.value.message })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Log in">
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        autoComplete="username"
        autoFocus
        errorMessage={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        isRequired
        autoComplete="current-password"
        errorMessage={errors.password}
      />
      <Button type="submit" isPending={isPending}>
        Log in
      </Button>
    </form>
  )
}
