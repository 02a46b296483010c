// The logged-in top bar: brand to the portal list, the Tasks link where the user has one, the user menu.
import { Link as RouterLink } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { Link } from "react-aria-components"
import { currentUserAtom } from "@/entities/session"
import { tasksPath } from "@/entities/user"
import styles from "./MainNavbar.module.css"

export interface MainNavbarProps {
  /** The user menu, composed by the layout. */
  userMenu?: ReactNode
}

export function MainNavbar({ userMenu }: MainNavbarProps) {
  const tasks = tasksPath(useAtomValue(currentUserAtom))
  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label="Main">
        <RouterLink to="/portals-main" className={styles.brand}>
          Portal Builder
        </RouterLink>
        <span className={styles.spacer} />
        {tasks !== null ? (
          <Link href={tasks} className={styles.link}>
            Tasks
          </Link>
        ) : null}
        {userMenu}
      </nav>
    </header>
  )
}
