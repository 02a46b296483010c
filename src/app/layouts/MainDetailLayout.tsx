// main-detail: the editor bar of the open portal, with the user menu.
import { Outlet } from "@tanstack/react-router"
import { BuyCreditsModal } from "@/features/buy-credits"
import { useAtomValue } from "jotai"
import { memberAudience } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { BillingDrawer } from "@/widgets/billing-drawer"
import { EditorBar } from "@/widgets/editor-bar"
import { FilesDrawer } from "@/widgets/files-drawer"
import { HistoryDrawer } from "@/widgets/history-drawer"
import { LayoutsDrawer } from "@/widgets/layouts-drawer"
import { LogsDrawer } from "@/widgets/logs-drawer"
import { ModuleDrawer } from "@/widgets/module-drawer"
import { NotificationsBell } from "@/widgets/notifications-panel"
import { PAGE_TEMPLATE_DRAWER_NAMES, PageTemplatesDrawer } from "@/widgets/page-templates-drawer"
import { SettingsDrawer } from "@/widgets/settings-drawer"
import { UserMenu } from "@/widgets/user-menu"
import { useBillingFromQuery } from "../billing/useBillingFromQuery.ts"

export function MainDetailLayout() {
  const audience = memberAudience(useAtomValue(roleFlagsAtom))
  useBillingFromQuery()
  return (
    <>
      <EditorBar audience={audience} end={<><NotificationsBell /><UserMenu /></>} />
      <Outlet />
      <BuyCreditsModal />
      <ModuleDrawer audience="member" />
      <FilesDrawer />
      <LayoutsDrawer />
      <HistoryDrawer />
      <BillingDrawer usesSelectedPortal />
      <LogsDrawer />
      <SettingsDrawer />
      {PAGE_TEMPLATE_DRAWER_NAMES.map((name) => (
        <PageTemplatesDrawer key={name} name={name} />
      ))}
    </>
  )
}
