// main-detail-guest: the demo portal's editor bar with the guest demo links.
import { Outlet } from "@tanstack/react-router"
import { EditorBar } from "@/widgets/editor-bar"
import { GuestLinks } from "@/widgets/guest-navbar"

export function MainDetailGuestLayout() {
  return (
    <>
      <EditorBar audience="guest" end={<GuestLinks variant="demo" />} />
      <Outlet />
    </>
  )
}
