// main: the logged-in top bar.
import { Outlet } from "@tanstack/react-router"
import { BuyCreditsModal } from "@/features/buy-credits"
import { BillingDrawer } from "@/widgets/billing-drawer"
import { LogsDrawer } from "@/widgets/logs-drawer"
import { MainNavbar } from "@/widgets/main-navbar"
import { NotificationsBell } from "@/widgets/notifications-panel"
import { SettingsDrawer } from "@/widgets/settings-drawer"
import { UserMenu } from "@/widgets/user-menu"
import { useBillingFromQuery } from "../billing/useBillingFromQuery.ts"

export function MainLayout() {
  useBillingFromQuery()
  return (
    <>
      <MainNavbar userMenu={<><NotificationsBell /><UserMenu /></>} />
      <Outlet />
      <BuyCreditsModal />
      <BillingDrawer />
      <LogsDrawer />
      <SettingsDrawer />
    </>
  )
}
