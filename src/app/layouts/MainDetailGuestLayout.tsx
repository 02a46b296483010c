// main-detail-guest: the demo portal's editor bar with the guest demo links.
import { Outlet } from "@tanstack/react-router"
import { RegisterModal } from "@/features/register"
import { EditorBar } from "@/widgets/editor-bar"
import { GuestLinks } from "@/widgets/guest-navbar"
import { ModuleDrawer } from "@/widgets/module-drawer"

export function MainDetailGuestLayout() {
  return (
    <>
      <EditorBar audience="guest" end={<GuestLinks variant="demo" />} />
      <Outlet />
      <ModuleDrawer audience="guest" />
      <RegisterModal />
    </>
  )
}
