// The editor's body for one portal. The route's loader opened the portal; a failure shows here.
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useEffect } from "react"
import { type PortalOpening, PortalOverview, selectedPortalAtom } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { UpgradeNotice, upgradeHref } from "@/features/upgrade-portal"
import { Alert, useAlerts } from "@/shared/ui/alert"
import type { EditorItem } from "../model/editorItem.ts"
import { EditorItemPanel } from "./EditorItemPanel.tsx"
import styles from "./PortalEditorPage.module.css"

export interface PortalEditorPageProps {
  opening: PortalOpening
  /** Where 'Back to portals' goes. */
  listPath: "/portals-main" | "/portals-guest"
  /** A layout or history item opened in the editor (/portals-main/{portal}/{id}/{1|2}). */
  item?: EditorItem
}

export function PortalEditorPage({ opening, listPath, item }: PortalEditorPageProps) {
  const selected = useAtomValue(selectedPortalAtom)
  const { show } = useAlerts()
  const navigate = useNavigate()
  // Upgrading is for super admins and agency admins, on the signed-in editor (not the guest demo).
  const { isAdmin, isAgencyAdmin } = useAtomValue(roleFlagsAtom)
  const mayUpgrade = listPath === "/portals-main" && (isAdmin || isAgencyAdmin)

  useEffect(() => {
    // Spec 1 section 8: a failed portal load shows a danger alert, except the CRM reconnect case.
    if (opening.kind === "failed" && !opening.reconnect) show({ type: "danger", content: opening.error.message })
  }, [opening, show])

  if (opening.kind === "ready") {
    // Realtime upgrades refresh the selected portal; prefer that copy while it is the same portal.
    const portal = selected !== null && selected.id === opening.portal.id ? selected : opening.portal
    return (
      <main className={styles.page}>
        {mayUpgrade ? (
          <UpgradeNotice portalId={portal.id} version={portal.version} onUpgrade={() => void navigate({ href: upgradeHref(portal.id) })} />
        ) : null}
        <PortalOverview portal={portal} />
        {listPath === "/portals-main" ? (
          <Link to="/portals-main/$portal/experiments" params={{ portal: portal.id }} className={styles.back}>
            Experiments (A/B tests)
          </Link>
        ) : null}
        {item === undefined ? null : <EditorItemPanel item={item} />}
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
        <p className={styles.failed}>This portal could not be opened.</p>
      )}
      <Link to={listPath} className={styles.back}>
        Back to portals
      </Link>
    </main>
  )
}
