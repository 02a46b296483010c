// The user menu as data: which items a user sees, grouped per agency when there are several.
import type { Portal, RoleName, User, UserAgency } from "@/shared/api"
import { type ModalName, RoutePath } from "@/shared/config"
import type { DrawerName } from "@/shared/ui/drawer"
import type { MenuItemSpec, MenuSectionSpec } from "@/shared/ui/menu"

import { ROLE_ITEMS, type RoleItem } from "../config/roleItems.ts"

export interface UserMenuActions {
  /** agencyId: the agency the item belongs to, null for the admin's own items. */
  readonly openDrawer: (drawer: DrawerName, agencyId: number | null) => void
  readonly openModal: (modal: ModalName, agencyId: number | null) => void
  readonly logout: () => void
  /** The migration flows; their items show only once a flow is provided. */
  readonly migrate?: (() => void) | undefined
  readonly revertMigration?: (() => void) | undefined
  /** Opens the What's New panel (the bell's); the item shows only once it is provided, never to super admins. */
  readonly whatsNew?: (() => void) | undefined
}

export interface UserMenuOptions {
  /** Drawers and modals that exist: items opening anything else are left out. */
  readonly drawers: ReadonlySet<DrawerName>
  readonly modals: ReadonlySet<ModalName>
  readonly figmaUrl: string | null
  readonly actions: UserMenuActions
}

/**
 * An item about the open portal belongs to the portal's own agency: with several agencies it shows only in
 * that agency's group (and opens its drawer for that agency), never under another one.
 */
const showsFor = (item: RoleItem, agencyId: number | null, grouped: boolean, portal: Portal | null) =>
  item.needsPortal !== true || (portal !== null && (!grouped || portal.agency?.id === agencyId))

/** `grouped`: several agencies share the menu, so ids name the agency too. */
const roleItems = (
  role: RoleName,
  agencyId: number | null,
  grouped: boolean,
  portal: Portal | null,
  options: UserMenuOptions
): Array<MenuItemSpec> =>
  ROLE_ITEMS[role]
    .filter((item) => options.drawers.has(item.drawer) && showsFor(item, agencyId, grouped, portal))
    .map((item) => ({
      id: grouped ? `${item.drawer}-${agencyId}` : item.drawer,
      label: item.label,
      onAction: () => options.actions.openDrawer(item.drawer, agencyId)
    }))

/** The agency's credit balance; 'Buy' opens the credit purchase when that modal exists. */
const creditsItem = (agency: UserAgency, options: UserMenuOptions): MenuItemSpec => {
  const label = `Credits: ${agency.credit_limit}`
  if (!options.modals.has("credit-purchase")) return { id: `credits-${agency.id}`, label }
  return {
    id: `credits-${agency.id}`,
    label,
    textValue: `${label}, Buy`,
    endContent: "Buy",
    onAction: () => options.actions.openModal("credit-purchase", agency.id)
  }
}

const portalItems = (portal: Portal | null, options: UserMenuOptions): Array<MenuItemSpec> => {
  if (portal === null) return []
  const items: Array<MenuItemSpec> = []
  const { migrate, revertMigration } = options.actions
  if (migrate !== undefined && portal.plan === "core" && !portal.has_migrate) {
    items.push({ id: "migrate", label: "Migrate", onAction: migrate })
  }
  if (revertMigration !== undefined && portal.has_page_migration) {
    items.push({ id: "revert-migration", label: "Revert Migration", onAction: revertMigration })
  }
  if (portal.plan === "pro" && options.figmaUrl !== null) {
    items.push({ id: "figma", label: "Figma Design System", href: options.figmaUrl, target: "_blank" })
  }
  return items
}

/**
 * Section ids live in their own "section-" namespace: react-aria keys sections and items in one collection,
 * and a section sharing an item's id (the admin's 'Portals' item is the drawer "portal") swallowed items.
 */
export const userMenuSections = (user: User, selectedPortal: Portal | null, options: UserMenuOptions): Array<MenuSectionSpec> => {
  const role = user.roles[0]?.name
  const sections: Array<MenuSectionSpec> = []

  if (role !== "admin" && user.agencies.length > 1) {
    for (const agency of user.agencies) {
      sections.push({
        id: `section-agency-${agency.id}`,
        title: agency.name,
        items: [...roleItems(agency.role.name, agency.id, true, selectedPortal, options), creditsItem(agency, options)]
      })
    }
  } else if (role !== undefined) {
    const agency = user.agency ?? user.agencies[0] ?? null
    const items = roleItems(role, role === "admin" ? null : (agency?.id ?? null), false, selectedPortal, options)
    if (role !== "admin" && agency !== null) items.push(creditsItem(agency, options))
    sections.push({ id: "section-account", items })
  }

  // Rollouts take one change to many portals: for everyone who may install modules (every role), one page over
  // all their agencies, so one item outside the agency groups.
  if (role !== undefined) {
    sections.push({ id: "section-rollouts", items: [{ id: "rollouts", label: "Rollouts", href: RoutePath.Rollouts }] })
  }
  // Super admins get no notifications (spec 2 section 6), so no What's New either.
  const whatsNew = options.actions.whatsNew
  if (whatsNew !== undefined && role !== undefined && role !== "admin") {
    sections.push({ id: "section-news", items: [{ id: "whats-new", label: "What's New", onAction: whatsNew }] })
  }
  sections.push({ id: "section-portal", items: portalItems(selectedPortal, options) })
  sections.push({ id: "section-session", items: [{ id: "logout", label: "Logout", onAction: options.actions.logout }] })
  return sections.filter((section) => section.items.length > 0)
}
