// The logged-in user's portals (an admin sees every agency's).
import { useAtomValue } from "jotai"

import { memberAudience } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { PortalList } from "@/widgets/portal-list"

import styles from "./PortalsMainPage.module.css"
import { PromoBanner } from "./PromoBanner.tsx"

export function PortalsMainPage() {
  const roles = useAtomValue(roleFlagsAtom)
  const audience = memberAudience(roles)
  return (
    <main className={styles.page}>
      <h1>Portals</h1>
      {/* The free call is an offer to the agency: its admins book it (plain users and super admins do not). */}
      {roles.isAgencyAdmin ? <PromoBanner /> : null}
      <PortalList audience={audience} />
    </main>
  )
}
