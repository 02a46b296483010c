// main: the logged-in top bar.
import { Outlet } from "@tanstack/react-router"
import { useSetAtom } from "jotai"

import { BuyCreditsModal } from "@/features/buy-credits"
import { OnboardingModals } from "@/features/welcome"
import { OpenMenusOnHover } from "@/shared/ui/menu"
import { AccountDetailsDrawer } from "@/widgets/account-details-drawer"
import { AgenciesDrawer } from "@/widgets/admin/agencies"
import { CreditsDrawer } from "@/widgets/admin/credits"
import { LogsDrawer } from "@/widgets/admin/logs"
import { PlansDrawer } from "@/widgets/admin/plans"
import { PortalsAdminDrawer } from "@/widgets/admin/portals"
import { SettingsDrawer } from "@/widgets/admin/settings"
import { UsersDrawer } from "@/widgets/admin/users"
import { AgencyActivityDrawer } from "@/widgets/agency-activity-drawer"
import { BillingDrawer } from "@/widgets/billing-drawer"
import { BillingStandingBanner } from "@/widgets/billing-standing"
import { MainNavbar } from "@/widgets/main-navbar"
import { NotificationsBell, whatsNewOpenAtom } from "@/widgets/notifications-panel"
import { PortalDetailDrawer } from "@/widgets/portal-detail-drawer"
import { UserMenu } from "@/widgets/user-menu"

import { useBillingFromQuery } from "../billing/useBillingFromQuery.ts"
import { useDrawerInAddress } from "../router/useDrawerInAddress.ts"

export function MainLayout() {
  useBillingFromQuery()
  useDrawerInAddress()
  const openWhatsNew = useSetAtom(whatsNewOpenAtom)
  return (
    <>
      {/* The bar's dropdowns open on hover above 990 px (spec 1 section 2). */}
      <OpenMenusOnHover>
        <MainNavbar
          userMenu={
            <>
              <NotificationsBell />
              <UserMenu onWhatsNew={() => openWhatsNew(true)} />
            </>
          }
        />
      </OpenMenusOnHover>
      <BillingStandingBanner />
      <Outlet />
      <BuyCreditsModal />
      <OnboardingModals />
      <BillingDrawer />
      <LogsDrawer />
      <AgencyActivityDrawer />
      <PlansDrawer />
      <CreditsDrawer />
      <SettingsDrawer />
      <AccountDetailsDrawer />
      <PortalsAdminDrawer />
      <PortalDetailDrawer />
      <UsersDrawer />
      <AgenciesDrawer />
    </>
  )
}
