// /sr-setup-installer?portal={id}&batch={id} (spec 1 section 2): the setup batch's live progress; when
// it is done the portal opens in the editor (after a short look at 'Your portal is ready').
import { useNavigate } from "@tanstack/react-router"
import type { Duration } from "effect"
import { useCallback, useEffect, useState } from "react"

import { editorHref, installerHref, SetupProgress, setupTitle, useSetupPortal } from "@/features/setup-portal"
import { CardPage } from "@/shared/ui/card-page"

/** How long 'Your portal is ready' shows before the editor opens. */
export const READY_REDIRECT_MS = 1500

export interface SrSetupInstallerPageProps {
  portalId: number
  batchId: string
  folder?: string | undefined
  pollInterval?: Duration.DurationInput | undefined
  readyRedirectMs?: number
}

export function SrSetupInstallerPage({
  portalId,
  batchId,
  folder,
  pollInterval,
  readyRedirectMs = READY_REDIRECT_MS
}: SrSetupInstallerPageProps) {
  const navigate = useNavigate()
  const portal = useSetupPortal(portalId)
  const [ready, setReady] = useState(false)
  const openEditor = useCallback(() => void navigate({ href: editorHref(portalId), replace: true }), [navigate, portalId])
  const onReady = useCallback(() => setReady(true), [])

  useEffect(() => {
    if (!ready) return
    const timer = setTimeout(openEditor, readyRedirectMs)
    return () => clearTimeout(timer)
  }, [ready, openEditor, readyRedirectMs])

  return (
    <CardPage title={setupTitle(portal)}>
      <SetupProgress
        portalId={portalId}
        batchId={batchId}
        folder={folder}
        pollInterval={pollInterval}
        onReady={onReady}
        onOpenEditor={openEditor}
        onRestarted={(next) => void navigate({ href: installerHref(portalId, next, folder), replace: true })}
      />
    </CardPage>
  )
}
