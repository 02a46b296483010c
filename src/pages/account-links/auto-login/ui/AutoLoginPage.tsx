// /auto-login?token=… and /v5-auto-login?token=…: signs in with a single-use link, keeps the session
// exactly as the login form does, and goes to the portals (v5 arrivals get the welcome-to-v5 flag).
import { Link, useNavigate } from "@tanstack/react-router"
import { Exit } from "effect"
import { useSetAtom } from "jotai"
import { useEffect, useRef, useState } from "react"

import { startSessionAtom } from "@/entities/session"
import { failureOf, useRuntime } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { CardPage } from "@/shared/ui/card-page"
import { Spinner } from "@/shared/ui/spinner"

import { autoLogin } from "../api/autoLogin.ts"

export const LOGGING_IN = "Logging you in"
export const INVALID_LOGIN_LINK = "This login link is invalid or has expired."

export interface AutoLoginPageProps {
  token: string
  /** /v5-auto-login: users arriving from version 5. */
  v5?: boolean
}

/** Where a signed-in link leads: the portal list, flagged for the welcome-to-v5 modal when from v5. */
export const autoLoginTarget = (v5: boolean) => (v5 ? `${RoutePath.PortalsMain}?welcome=v5` : RoutePath.PortalsMain)

export function AutoLoginPage({ token, v5 = false }: AutoLoginPageProps) {
  const runtime = useRuntime()
  const startSession = useSetAtom(startSessionAtom)
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(token === "" ? INVALID_LOGIN_LINK : null)
  // The link works once: the request is sent once per page, even when React runs effects twice.
  const sent = useRef(false)

  useEffect(() => {
    if (token === "" || sent.current) return
    sent.current = true
    void runtime.runPromiseExit(autoLogin(token, v5)).then((exit) => {
      if (Exit.isSuccess(exit)) {
        startSession(exit.value)
        void navigate({ href: autoLoginTarget(v5), replace: true })
        return
      }
      const error = failureOf(exit.cause)
      if (error._tag === "Some")
        setFailure(error.value.status === 404 || error.value.status === 422 ? INVALID_LOGIN_LINK : error.value.message)
    })
  }, [token, v5, runtime, startSession, navigate])

  if (failure !== null) {
    return (
      <CardPage title="Log in" footer={<Link to={RoutePath.Login}>Go to log in</Link>}>
        <Alert type="warning">{failure}</Alert>
      </CardPage>
    )
  }
  return (
    <CardPage title={LOGGING_IN}>
      <Spinner label={LOGGING_IN} />
    </CardPage>
  )
}
