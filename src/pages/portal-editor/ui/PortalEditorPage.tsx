// The editor's body for one portal. The route's loader opened the portal; a failure shows here.
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useEffect, useRef } from "react"

import { type PortalOpening, PortalOverview, readyCrmAction, useOpenPortal } from "@/entities/portal"
import { portalHealthQueries } from "@/entities/portal-health"
import { roleFlagsAtom } from "@/entities/session"
import { upgradeHref, UpgradeNotice } from "@/features/upgrade-portal"
import { type ApiError, useApiQuery } from "@/shared/api"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { isDrawerName, useDrawer } from "@/shared/ui/drawer"

import type { EditorItem } from "../model/editorItem.ts"
import { useCrmConnection } from "../model/useCrmConnection.ts"
import { EditorItemPanel } from "./EditorItemPanel.tsx"
import styles from "./PortalEditorPage.module.css"
import { PortalHealthPanel } from "./PortalHealthPanel.tsx"
import { ReconnectBanner } from "./ReconnectBanner.tsx"

export const OPEN_FAILED_TEXT = "This portal could not be opened."
export const RESUMED_TEXT = "The portal was reconnected. Resuming:"

export interface PortalEditorPageProps {
  opening: PortalOpening
  /** Where 'Back to portals' goes. */
  listPath: "/portals-main" | "/portals-guest"
  /** A layout or history item opened in the editor (/portals-main/{portal}/{id}/{1|2}). */
  item?: EditorItem
}

/** The server's own words when it gave any, else the catalogue's message for the status. */
const serverMessageOf = (error: ApiError): string =>
  error.serverMessage !== undefined && error.serverMessage.trim() !== "" ? error.serverMessage : error.message

export function PortalEditorPage({ opening, listPath, item }: PortalEditorPageProps) {
  const { show } = useAlerts()
  const navigate = useNavigate()
  // Upgrading is for super admins and agency admins, on the signed-in editor (not the guest demo).
  const flags = useAtomValue(roleFlagsAtom)
  const { isAdmin, isAgencyAdmin } = flags
  const cached = useOpenPortal(flags)
  const mayUpgrade = listPath === "/portals-main" && (isAdmin || isAgencyAdmin)
  const member = listPath === "/portals-main"
  const openedId = opening.kind === "ready" ? opening.portal.id : null
  const connection = useCrmConnection(member ? openedId : null)
  const drawer = useDrawer()
  // The portal's health for its members (not the guest demo), read again whenever its record is invalidated.
  const health = useApiQuery(member && openedId !== null ? portalHealthQueries.one(openedId) : null)

  // Back from a reconnect that interrupted an action: open its drawer again, where the control that made
  // the action takes it and runs it once more (once per opening).
  const resumedFor = useRef<number | null>(null)
  const openDrawer = drawer.open
  useEffect(() => {
    if (!member || openedId === null || resumedFor.current === openedId) return
    resumedFor.current = openedId
    const resumed = readyCrmAction(openedId)
    if (resumed === null || !isDrawerName(resumed.drawer)) return
    show({ type: "success", content: `${RESUMED_TEXT} ${resumed.label}`, handOver: resumed.drawer })
    openDrawer(resumed.drawer)
  }, [member, openedId, show, openDrawer])

  useEffect(() => {
    // Spec 1 section 8: a failed portal load shows a danger alert, except the CRM reconnect case.
    if (opening.kind === "failed" && !opening.reconnect) show({ type: "danger", content: serverMessageOf(opening.error) })
  }, [opening, show])

  if (opening.kind === "ready") {
    // The cache's copy is the current one (a realtime upgrade or an edit read it again); the loader's answer
    // stands in while the cache has none for this portal.
    const portal = cached !== null && cached.id === opening.portal.id ? cached : opening.portal
    return (
      <main className={styles.page}>
        {connection.needsReconnect ? (
          <ReconnectBanner
            message={connection.message}
            isPending={connection.isReconnecting}
            failed={connection.reconnectFailed}
            onReconnect={connection.reconnect}
          />
        ) : null}
        {mayUpgrade ? (
          <UpgradeNotice portalId={portal.id} version={portal.version} onUpgrade={() => void navigate({ href: upgradeHref(portal.id) })} />
        ) : null}
        <PortalOverview portal={portal} />
        {member ? (
          <PortalHealthPanel
            health={health}
            onRetry={health.reload}
            onReconnect={connection.reconnect}
            onUpgradeTheme={mayUpgrade ? () => void navigate({ href: upgradeHref(portal.id) }) : undefined}
            onOpenDrawer={drawer.open}
          />
        ) : null}
        {listPath === "/portals-main" ? (
          <Link to="/portals-main/$portal/experiments" params={{ portal: portal.id }} className={styles.back}>
            Experiments (A/B tests)
          </Link>
        ) : null}
        {item === undefined ? null : <EditorItemPanel item={item} portal={portal} />}
      </main>
    )
  }

  return (
    <main className={styles.page}>
      {opening.kind === "failed" && opening.reconnect ? (
        <Alert type="warning" title="This portal must be reconnected to the CRM.">
          {opening.error.serverMessage ?? opening.error.message}
        </Alert>
      ) : (
        <>
          <h1 className={styles.failedTitle}>{OPEN_FAILED_TEXT}</h1>
          {opening.kind === "failed" ? <p className={styles.failed}>{serverMessageOf(opening.error)}</p> : null}
        </>
      )}
      <Link to={listPath} className={styles.back}>
        Back to portals
      </Link>
    </main>
  )
}
