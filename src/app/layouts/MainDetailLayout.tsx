// main-detail: the editor bar of the open portal, with the user menu.
import { Outlet } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { memberAudience } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { EditorBar } from "@/widgets/editor-bar"
import { FilesDrawer } from "@/widgets/files-drawer"
import { HistoryDrawer } from "@/widgets/history-drawer"
import { LayoutsDrawer } from "@/widgets/layouts-drawer"
import { ModuleDrawer } from "@/widgets/module-drawer"
import { PAGE_TEMPLATE_DRAWER_NAMES, PageTemplatesDrawer } from "@/widgets/page-templates-drawer"
import { UserMenu } from "@/widgets/user-menu"

export function MainDetailLayout() {
  const audience = memberAudience(useAtomValue(roleFlagsAtom))
  return (
    <>
      <EditorBar audience={audience} end={<UserMenu />} />
      <Outlet />
      <ModuleDrawer audience="member" />
      <FilesDrawer />
      <LayoutsDrawer />
      <HistoryDrawer />
      {PAGE_TEMPLATE_DRAWER_NAMES.map((name) => (
        <PageTemplatesDrawer key={name} name={name} />
      ))}
    </>
  )
}
