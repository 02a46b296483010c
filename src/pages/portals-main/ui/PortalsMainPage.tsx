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
      {roles.isAdmin ? null : <PromoBanner />}
      <PortalList audience={audience} />
    </main>
  )
}
