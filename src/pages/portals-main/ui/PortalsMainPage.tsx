// The logged-in user's portals (an admin sees every agency's).
import { useAtomValue } from "jotai"
import { memberAudience } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { PortalList } from "@/widgets/portal-list"
import styles from "./PortalsMainPage.module.css"

export function PortalsMainPage() {
  const audience = memberAudience(useAtomValue(roleFlagsAtom))
  return (
    <main className={styles.page}>
      <h1>Portals</h1>
      <PortalList audience={audience} />
    </main>
  )
}
