// /sr-setup?portal={id} (spec 1 sections 2 and 4): the setup wizard of a portal never set up — its name
// (prefilled with the CRM account's), what will be installed, then the default folder or a custom one. A set-up portal links to its editor.
import { useNavigate } from "@tanstack/react-router"

import { AlreadySetUp, customSetupHref, installerHref, SetupChoice, setupTitle, useSetupPortal } from "@/features/setup-portal"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { CardPage } from "@/shared/ui/card-page"
import { Spinner } from "@/shared/ui/spinner"

export const SETUP_INTRO = "Before you start, we install the portal's theme into its CRM design manager:"

export function SrSetupPage({ portalId }: { portalId: number }) {
  const navigate = useNavigate()
  const portal = useSetupPortal(portalId)
  return (
    <CardPage title={setupTitle(portal)} intro={portal.status === "success" && !portal.data.portal_setup_status ? SETUP_INTRO : undefined}>
      {portal.status === "loading" ? <Spinner label="Loading portal…" /> : null}
      {portal.status === "failure" ? (
        <>
          <Alert type="danger">{portal.error.serverMessage ?? portal.error.message}</Alert>
          <Button variant="secondary" onPress={portal.reload}>
            Try again
          </Button>
        </>
      ) : null}
      {portal.status === "success" && portal.data.portal_setup_status ? <AlreadySetUp portalId={portalId} /> : null}
      {portal.status === "success" && !portal.data.portal_setup_status ? (
        <SetupChoice
          portalId={portalId}
          portalName={portal.data.name}
          onStarted={(batchId) => void navigate({ href: installerHref(portalId, batchId) })}
          onCustom={(name) => void navigate({ href: customSetupHref(portalId, name) })}
        />
      ) : null}
    </CardPage>
  )
}
