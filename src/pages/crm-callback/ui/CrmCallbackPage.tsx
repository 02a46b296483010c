// /hubspot/callback (spec 1 sections 2 and 4): the CRM sends the browser back here with code and state.
// The page finishes the sign-in with a spinner, refreshes the user and goes to the portal (or the setup
// wizard when it was never set up). A failure shows the server's message; a withheld consent says so.
import { useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useStore } from "jotai"
import { useEffect, useState } from "react"
import { Link } from "react-aria-components"

import { pendingCreatePortalType } from "@/entities/portal"
import { useRuntime } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { Spinner } from "@/shared/ui/spinner"

import {
  type CallbackOutcome,
  type CallbackQuery,
  CANCELLED_TEXT,
  completeCallback,
  CONNECTING_PRO_TEXT,
  CONNECTING_TEXT,
  REAUTHORISED_TEXT
} from "../model/completeCallback.ts"
import styles from "./CrmCallbackPage.module.css"

export type CrmCallbackPageProps = CallbackQuery

export function CrmCallbackPage({ code, state, error }: CrmCallbackPageProps) {
  const store = useStore()
  const runtime = useRuntime()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null)
  // Read once, before the callback forgets it.
  const [connecting] = useState(() => (pendingCreatePortalType() === "pro" ? CONNECTING_PRO_TEXT : CONNECTING_TEXT))

  useEffect(() => {
    let current = true
    void completeCallback(store, runtime, queryClient, { code, state, error }).then((result) => {
      if (!current) return
      if (result.kind === "done") void navigate({ href: result.href, replace: true })
      else setOutcome(result)
    })
    return () => {
      current = false
    }
  }, [store, runtime, queryClient, navigate, code, state, error])

  if (outcome === null || outcome.kind === "done") {
    return (
      <main className={styles.page} aria-busy="true">
        <Spinner size="lg" label={connecting} />
        <p className={styles.message}>{connecting}</p>
      </main>
    )
  }

  if (outcome.kind === "reauthorised") {
    return (
      <main className={styles.page}>
        <p className={styles.message}>{REAUTHORISED_TEXT}</p>
      </main>
    )
  }

  return (
    <main className={styles.page}>
      {outcome.kind === "cancelled" ? <p className={styles.message}>{CANCELLED_TEXT}</p> : <Alert type="danger">{outcome.message}</Alert>}
      <Link href={RoutePath.PortalsMain}>Back to portals</Link>
    </main>
  )
}
