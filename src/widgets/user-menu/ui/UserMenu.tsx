// The logged-in user's menu: role items, credits with Buy, portal items (Migrate, Revert Migration,
// Figma Design System) and Logout.
import { useAtomValue, useSetAtom } from "jotai"
import { activeAgencyIdAtom } from "@/entities/agency"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { useLogout } from "@/features/logout"
import { MigrationDialogs, useMigratePortal } from "@/features/migrate-portal"
import { availableDrawers, availableModals, figmaDesignSystemUrl, type ModalName } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { type DrawerName, useDrawer } from "@/shared/ui/drawer"
import { MenuButton } from "@/shared/ui/menu"
import { userMenuSections } from "../model/userMenuSections.ts"

export function UserMenu() {
  const user = useAtomValue(currentUserAtom)
  const portal = useAtomValue(selectedPortalAtom)
  const setActiveAgency = useSetAtom(activeAgencyIdAtom)
  const setOpenModal = useSetAtom(openModalAtom)
  const drawer = useDrawer()
  const { logout } = useLogout()
  const migration = useMigratePortal(portal)

  if (user === null) return null

  const forAgency = (agencyId: number | null) => {
    if (agencyId !== null) setActiveAgency(agencyId)
  }
  const sections = userMenuSections(user, portal, {
    drawers: availableDrawers,
    modals: availableModals,
    figmaUrl: figmaDesignSystemUrl,
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
      revertMigration: migration.revert
    }
  })

  return (
    <>
      <MenuButton label={user.name} aria-label={`User menu for ${user.name}`} sections={sections} />
      <MigrationDialogs state={migration.state} onNext={migration.next} onConfirmRevert={migration.confirmRevert} onRetry={migration.retry} onClose={migration.close} />
    </>
  )
}
