// /portals-start (spec 1 lists the route without a screen): where an agency begins. The three steps from
// a HubSpot account to a built portal, with Add Portal itself for those who may add one.
import { useAtomValue } from "jotai"
import { Link } from "react-aria-components"

import { currentUserAtom } from "@/entities/session"
import { addPortalAccess, AddPortalEntry } from "@/features/add-portal"
import { RoutePath } from "@/shared/config"
import { CardPage } from "@/shared/ui/card-page"

import styles from "./PortalsStartPage.module.css"

export function PortalsStartPage() {
  const user = useAtomValue(currentUserAtom)
  const canAdd = addPortalAccess(user).kind !== "none"
  return (
    <CardPage
      title="Start building your portals"
      intro="Three steps from a HubSpot account to a working portal."
      footer={<Link href={RoutePath.PortalsMain}>Go to your portals</Link>}
    >
      <ol className={styles.steps}>
        <li>
          <strong>Connect HubSpot.</strong> Add Portal sends you to HubSpot to choose the account; with a PRO licence left the portal can
          start as PRO.
        </li>
        <li>
          <strong>Set it up.</strong> The setup wizard installs the theme into the folder 'sr', or one you name, with the starter pages Home
          and Services.
        </li>
        <li>
          <strong>Build.</strong> Install modules, page templates and theme files from the portal's editor.
        </li>
      </ol>
      {canAdd ? <AddPortalEntry /> : <p className={styles.note}>Ask your agency administrator to add a portal for you.</p>}
    </CardPage>
  )
}
