// The logged-in user's menu: role items, credits with Buy, What's New, portal items (Migrate, Revert
// Migration, Figma Design System: its link comes from the server's client config) and Logout.
import { useAtomValue, useSetAtom } from "jotai"

import { activeAgencyIdAtom } from "@/entities/agency"
import { useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { useLogout } from "@/features/logout"
import { MigrationDialogs, useMigratePortal } from "@/features/migrate-portal"
import { clientConfigQuery, useApiQuery } from "@/shared/api"
import { availableDrawers, availableModals, type ModalName } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { type DrawerName, useDrawer } from "@/shared/ui/drawer"
import { MenuButton } from "@/shared/ui/menu"

import { userMenuSections } from "../model/userMenuSections.ts"
import styles from "./UserMenu.module.css"

export interface UserMenuProps {
  /** Opens the What's New panel; the layout wires it to the bell's panel. */
  onWhatsNew?: () => void
}

export function UserMenu({ onWhatsNew }: UserMenuProps = {}) {
  const user = useAtomValue(currentUserAtom)
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  const setActiveAgency = useSetAtom(activeAgencyIdAtom)
  const setOpenModal = useSetAtom(openModalAtom)
  const drawer = useDrawer()
  const { logout } = useLogout()
  const migration = useMigratePortal(portal)
  const config = useApiQuery(clientConfigQuery)

  if (user === null) return null

  const forAgency = (agencyId: number | null) => {
    if (agencyId !== null) setActiveAgency(agencyId)
  }
  const sections = userMenuSections(user, portal, {
    drawers: availableDrawers,
    modals: availableModals,
    figmaUrl: config.status === "success" ? config.data.figma_design_system_url : null,
    actions: {
      openDrawer: (name: DrawerName, agencyId) => {
        forAgency(agencyId)
        drawer.open(name)
      },
      openModal: (name: ModalName, agencyId) => {
        forAgency(agencyId)
        setOpenModal(name)
      },
      logout: () => void logout(),
      migrate: migration.migrate,
      revertMigration: migration.revert,
      whatsNew: onWhatsNew
    }
  })

  return (
    <>
      <MenuButton
        label={
          <span className={styles.name} title={user.name}>
            {user.name}
          </span>
        }
        aria-label={`User menu for ${user.name}`}
        sections={sections}
      />
      <MigrationDialogs
        state={migration.state}
        onNext={migration.next}
        onConfirmRevert={migration.confirmRevert}
        onRetry={migration.retry}
        onClose={migration.close}
      />
    </>
  )
}
