// main-detail: the editor bar of the open portal, with the user menu.
import { Outlet } from "@tanstack/react-router"
import { useAtomValue, useSetAtom } from "jotai"

import { memberAudience } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { BuyCreditsModal } from "@/features/buy-credits"
import { OnboardingModals } from "@/features/welcome"
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
import { EditorBar } from "@/widgets/editor-bar"
import { FilesDrawer } from "@/widgets/files-drawer"
import { HistoryDrawer } from "@/widgets/history-drawer"
import { LayoutsDrawer } from "@/widgets/layouts-drawer"
import { ModuleAuditDrawer } from "@/widgets/module-audit-drawer"
import { ModuleDrawer } from "@/widgets/module-drawer"
import { NotificationsBell, whatsNewOpenAtom } from "@/widgets/notifications-panel"
import { PAGE_TEMPLATE_DRAWER_NAMES, PageTemplatesDrawer } from "@/widgets/page-templates-drawer"
import { PortalDetailDrawer } from "@/widgets/portal-detail-drawer"
import { TransitionDrawer } from "@/widgets/transition-drawer"
import { UserMenu } from "@/widgets/user-menu"

import { useBillingFromQuery } from "../billing/useBillingFromQuery.ts"
import { useDrawerInAddress } from "../router/useDrawerInAddress.ts"

export function MainDetailLayout() {
  const audience = memberAudience(useAtomValue(roleFlagsAtom))
  useBillingFromQuery()
  useDrawerInAddress()
  const openWhatsNew = useSetAtom(whatsNewOpenAtom)
  return (
    <>
      <EditorBar
        audience={audience}
        end={
          <>
            <NotificationsBell />
            <UserMenu onWhatsNew={() => openWhatsNew(true)} />
          </>
        }
      />
      <BillingStandingBanner />
      <Outlet />
      <BuyCreditsModal />
      <OnboardingModals />
      <ModuleDrawer audience="member" />
      <FilesDrawer />
      <LayoutsDrawer />
      <HistoryDrawer />
      <TransitionDrawer />
      <ModuleAuditDrawer />
      <BillingDrawer usesSelectedPortal />
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
      {PAGE_TEMPLATE_DRAWER_NAMES.map((name) => (
        <PageTemplatesDrawer key={name} name={name} />
      ))}
    </>
  )
}
