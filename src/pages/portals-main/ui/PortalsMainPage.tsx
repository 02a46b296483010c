// The logged-in user's portals (an admin sees every agency's): as cards, or as the health table that says which
// portals need attention and why (an agency with many portals scans that one faster).
import { useAtomValue } from "jotai"

import { memberAudience } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { PortalHealth } from "@/widgets/portal-health"
import { PortalList } from "@/widgets/portal-list"

import { usePortalView } from "../model/usePortalView.ts"
import styles from "./PortalsMainPage.module.css"
import { PortalViewSwitch } from "./PortalViewSwitch.tsx"
import { PromoBanner } from "./PromoBanner.tsx"

export function PortalsMainPage() {
  const roles = useAtomValue(roleFlagsAtom)
  const audience = memberAudience(roles)
  const { view, setView } = usePortalView()
  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1>Portals</h1>
        <PortalViewSwitch value={view} onChange={setView} />
      </div>
      {/* The free call is an offer to the agency: its admins book it (plain users and super admins do not). */}
      {roles.isAgencyAdmin ? <PromoBanner /> : null}
      {view === "health" ? <PortalHealth /> : <PortalList audience={audience} />}
    </main>
  )
}
