// /sr-setup-installer opened without its portal and batch (an old bookmark, a link cut short): what the
// page is for and the way back, not the 404 page.
import { Link } from "react-aria-components"

import { RoutePath } from "@/shared/config"
import { CardPage } from "@/shared/ui/card-page"

export const SETUP_WITHOUT_QUERY_TITLE = "Portal setup"

export function SrSetupInstallerWithoutQuery() {
  return (
    <CardPage title={SETUP_WITHOUT_QUERY_TITLE} footer={<Link href={RoutePath.PortalsMain}>Back to portals</Link>}>
      <p>
        This page shows a new portal's setup while it runs, and opens the portal when it is done. It opens from the setup wizard with the
        portal and its setup; this link names neither, so there is nothing to follow here.
      </p>
      <p>Your portals, including any whose setup has finished, are in the portal list.</p>
    </CardPage>
  )
}
