// The logged-in top bar: brand to the portal list, Add Portal for agency admins, the Tasks link where the
// user has one, the user menu.
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { currentUserAtom } from "@/entities/session"
import { TasksLink } from "@/entities/user"
import { AddPortalEntry } from "@/features/add-portal"
import { RoutePath } from "@/shared/config"
import { Navbar } from "@/shared/ui/navbar"

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
        <>
          <AddPortalEntry />
          <TasksLink user={user} />
          {userMenu}
        </>
      }
    />
  )
}
