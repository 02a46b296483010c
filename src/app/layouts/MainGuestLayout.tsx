// main-guest: the public guest bar.
import { Outlet } from "@tanstack/react-router"

import { RegisterModal } from "@/features/register"
import { PublicGuestNavbar } from "@/widgets/guest-navbar"

export function MainGuestLayout() {
  return (
    <>
      <PublicGuestNavbar />
      <Outlet />
      <RegisterModal />
    </>
  )
}
