// Email and password, checked by the contract's login body; a refused login shows the server's message as a
// danger alert. The form paints with nothing but React (native fields with the app's look): its checks and the API connection load
// when the visitor starts typing or pointing (or a moment after it has painted), so the login page is the app's smallest.
// As every form of the app: nothing is judged before the first submit, then each change judges again.
import { useSetAtom } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"

import { startSessionAtom } from "@/entities/session"
import { useApiAccess, type User } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { PlainButton } from "@/shared/ui/button"
import { PlainTextField } from "@/shared/ui/text-field"

import type { LoginValues } from "../api/logIn.ts"
import styles from "./LoginForm.module.css"

type LoginModule = typeof import("../model/submitLogin.ts")
type LoginFaults = import("../model/submitLogin.ts").LoginFaults

const loadLogin = (): Promise<LoginModule> => import("../model/submitLogin.ts")

/** A visitor who has not touched the form by then gets its checks and the connection anyway. */
const PREPARE_AFTER_MS = 2_000

/** Shown when what logging in needs could not be downloaded (a dropped connection, a new deploy). */
const LOAD_FAILED = "The page could not finish loading. Check your connection and try again."

export interface LoginFormProps {
  onLoggedIn: (user: User) => void
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const access = useApiAccess()
  const alerts = useAlerts()
  const startSession = useSetAtom(startSessionAtom)
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" })
  const [faults, setFaults] = useState<LoginFaults>({})
  const [isSubmitting, setSubmitting] = useState(false)
  // Loaded once the form is in use; set by the first submit at the latest, which is when judging starts.
  const judge = useRef<LoginModule["loginFaults"] | null>(null)

  const prepare = useCallback(() => {
    Promise.all([access.ready(), loadLogin()]).catch(() => undefined)
  }, [access])

  useEffect(() => {
    const timer = setTimeout(prepare, PREPARE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [prepare])

  const change = (field: keyof LoginValues) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (judge.current !== null) setFaults(judge.current(next))
  }

  const submit = async () => {
    alerts.clear()
    setSubmitting(true)
    try {
      const [{ runtime }, login] = await Promise.all([access.ready(), loadLogin()])
      judge.current = login.loginFaults
      const found = login.loginFaults(values)
      setFaults(found)
      if (Object.keys(found).length > 0) return
      const outcome = await login.submitLogin(runtime, values)
      if ("session" in outcome) {
        startSession(outcome.session)
        onLoggedIn(outcome.session.user)
        return
      }
      if (outcome.refusal !== null) alerts.show({ type: "danger", content: outcome.refusal })
    } catch {
      alerts.show({ type: "danger", content: LOAD_FAILED })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        if (!isSubmitting) void submit()
      }}
      // Not on focus: the email field takes focus as it mounts, before the page has painted.
      onKeyDown={prepare}
      onPointerDown={prepare}
      noValidate
      aria-label="Log in"
    >
      <PlainTextField
        label="Email"
        name="email"
        type="email"
        isRequired
        autoComplete="username"
        autoFocus
        value={values.email}
        onChange={change("email")}
        errorMessage={faults.email}
      />
      <PlainTextField
        label="Password"
        name="password"
        type="password"
        isRequired
        autoComplete="current-password"
        value={values.password}
        onChange={change("password")}
        errorMessage={faults.password}
      />
      <PlainButton type="submit" isPending={isSubmitting}>
        Log in
      </PlainButton>
    </form>
  )
}
