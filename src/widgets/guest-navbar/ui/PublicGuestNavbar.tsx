// The bar above the guest portal list.
import { Link as RouterLink } from "@tanstack/react-router"
import styles from "./GuestNavbar.module.css"
import { GuestLinks } from "./GuestLinks.tsx"

export function PublicGuestNavbar() {
  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label="Main">
        <RouterLink to="/portals-guest" className={styles.brand}>
          Portal Builder
        </RouterLink>
        <span className={styles.spacer} />
        <GuestLinks variant="public" />
      </nav>
    </header>
  )
}
