// main-detail-guest: the demo portal's editor bar with the guest demo links. Guests browse the modules
// and the page templates (read-only guest calls); every install action opens the Register modal.
import { Outlet } from "@tanstack/react-router"

import { RegisterModal } from "@/features/register"
import type { DrawerName } from "@/shared/ui/drawer"
import { EditorBar } from "@/widgets/editor-bar"
import { GuestLinks } from "@/widgets/guest-navbar"
import { ModuleDrawer } from "@/widgets/module-drawer"
import { PAGE_TEMPLATE_DRAWER_NAMES, PageTemplatesDrawer } from "@/widgets/page-templates-drawer"

/** What a guest may open: no layouts, files or account drawers. */
const GUEST_DRAWERS: ReadonlySet<DrawerName> = new Set<DrawerName>(["module", ...PAGE_TEMPLATE_DRAWER_NAMES])

export function MainDetailGuestLayout() {
  return (
    <>
      <EditorBar audience="guest" drawers={GUEST_DRAWERS} end={<GuestLinks variant="demo" />} />
      <Outlet />
      <ModuleDrawer audience="guest" />
      {PAGE_TEMPLATE_DRAWER_NAMES.map((name) => (
        <PageTemplatesDrawer key={name} name={name} audience="guest" />
      ))}
      <RegisterModal />
    </>
  )
}
