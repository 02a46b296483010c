// The logged-in top bar: brand to the portal list, Add Portal for agency admins, the Tasks link where the
// user has one, the user menu. On a phone the entries wrap onto a second row rather than push the page
// sideways (the user menu was cut off at 390 px).
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"

import { currentUserAtom } from "@/entities/session"
import { TasksLink } from "@/entities/user"
import { AddPortalEntry } from "@/features/add-portal"
import { RoutePath } from "@/shared/config"
import { Navbar } from "@/shared/ui/navbar"

import styles from "./MainNavbar.module.css"

export interface MainNavbarProps {
  /** The user menu, composed by the layout. */
  userMenu?: ReactNode
}

export function MainNavbar({ userMenu }: MainNavbarProps) {
  const user = useAtomValue(currentUserAtom)
  return (
    <Navbar
      label="Main"
      brandHref={RoutePath.PortalsMain}
      brandLabel="Portal Builder"
      end={
        <div className={styles.end}>
          <AddPortalEntry />
          <TasksLink user={user} />
          {userMenu}
        </div>
      }
    />
  )
}
