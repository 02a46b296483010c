// /sr-upgrade?portal={id} (spec 1 sections 2 and 7): the portal's version upgrade — the version and the
// latest, the release notes and the files that will change, then the upgrade's progress and the way
// back to the editor. Cancel goes back where the user came from (the editor when the page was opened
// directly).
import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router"
import type { Duration } from "effect"
import { useCallback } from "react"

import { editorHref, useSetupPortal } from "@/features/setup-portal"
import { UpgradePortal } from "@/features/upgrade-portal"
import { CardPage } from "@/shared/ui/card-page"

export interface SrUpgradePageProps {
  portalId: number
  pollInterval?: Duration.DurationInput | undefined
}

export function SrUpgradePage({ portalId, pollInterval }: SrUpgradePageProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const portal = useSetupPortal(portalId)
  const openEditor = useCallback(() => void navigate({ href: editorHref(portalId) }), [navigate, portalId])
  const cancel = useCallback(() => (canGoBack ? router.history.back() : openEditor()), [canGoBack, router, openEditor])
  return (
    <CardPage title={portal.status === "success" ? `Upgrade ${portal.data.name}` : "Upgrade your portal"}>
      <UpgradePortal portalId={portalId} pollInterval={pollInterval} onOpenEditor={openEditor} onCancel={cancel} />
    </CardPage>
  )
}
