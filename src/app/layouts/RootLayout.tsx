// Around every page: the skip link (the first focus stop), focus moved to the new page after a
// navigation, react-aria links routed by TanStack, the alerts, the busy-CRM notice, and realtime
// while logged in. All but the alerts' outlet (whose notices load with the first one) load lazily, so the first
// page's JavaScript stays small.
import { Outlet, useRouterState } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { lazy, Suspense } from "react"

import { currentUserAtom } from "@/entities/session"
import { crmBusyAtom } from "@/shared/lib/crm-busy"
import { AriaRouterBridge } from "@/shared/lib/router"
import { AlertOutlet, PageNoticeOwner } from "@/shared/ui/alert"

import { NavigationProgress } from "../router/NavigationProgress.tsx"
import { SkipLink } from "./SkipLink.tsx"
import { useFocusAfterNavigation } from "./useFocusAfterNavigation.ts"

const RealtimeBridge = lazy(() => import("../realtime/RealtimeBridge.tsx"))
const PageViewCapture = lazy(() => import("@/features/page-views").then((module) => ({ default: module.PageViewCapture })))
const BusyNotice = lazy(() => import("@/shared/ui/busy-notice").then((module) => ({ default: module.BusyNotice })))

export function RootLayout() {
  const user = useAtomValue(currentUserAtom)
  const crmBusy = useAtomValue(crmBusyAtom) > 0
  useFocusAfterNavigation()
  // Each visit of a route (another portal is another route) is a screen: its notices leave with it.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <AriaRouterBridge>
      <SkipLink />
      <NavigationProgress />
      <PageNoticeOwner pathname={pathname}>
        <Outlet />
        <Suspense fallback={null}>
          <AlertOutlet />
          {/* Loaded the first time a call waits for a busy CRM. */}
          {crmBusy ? <BusyNotice /> : null}
          {/* One connection per user: a different login starts fresh. */}
          {user !== null ? <RealtimeBridge key={user.id} /> : null}
          {/* First-party page views of signed-in users; nothing under Do Not Track. */}
          {user !== null ? <PageViewCapture /> : null}
        </Suspense>
      </PageNoticeOwner>
    </AriaRouterBridge>
  )
}
