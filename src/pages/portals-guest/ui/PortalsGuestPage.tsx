// The portals a visitor may browse as a guest (the demo).
import { PortalList } from "@/widgets/portal-list"

import styles from "./PortalsGuestPage.module.css"

export function PortalsGuestPage() {
  return (
    <main className={styles.page}>
      <h1>Demo Portals</h1>
      <PortalList audience="guest" />
    </main>
  )
}
