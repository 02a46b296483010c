// main: the logged-in top bar.
import { Outlet } from "@tanstack/react-router"
import { BuyCreditsModal } from "@/features/buy-credits"
import { BillingDrawer } from "@/widgets/billing-drawer"
import { MainNavbar } from "@/widgets/main-navbar"
import { UserMenu } from "@/widgets/user-menu"
import { useBillingFromQuery } from "../billing/useBillingFromQuery.ts"

export function MainLayout() {
  useBillingFromQuery()
  return (
    <>
      <MainNavbar userMenu={<UserMenu />} />
      <Outlet />
      <BuyCreditsModal />
      <BillingDrawer />
    </>
  )
}
