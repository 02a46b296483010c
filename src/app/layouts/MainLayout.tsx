// main: the logged-in top bar.
import { Outlet } from "@tanstack/react-router"
import { MainNavbar } from "@/widgets/main-navbar"
import { UserMenu } from "@/widgets/user-menu"

export function MainLayout() {
  return (
    <>
      <MainNavbar userMenu={<UserMenu />} />
      <Outlet />
    </>
  )
}
