// Around every page: react-aria links routed by TanStack, the alerts, and realtime while logged in.
// Alerts and realtime load lazily so the first page's JavaScript stays small.
import { Outlet } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { lazy, Suspense } from "react"
import { currentUserAtom } from "@/entities/session"
import { AriaRouterBridge } from "@/shared/lib/router"

const AlertOutlet = lazy(() => import("@/shared/ui/alert").then((module) => ({ default: module.AlertOutlet })))
const RealtimeBridge = lazy(() => import("../realtime/RealtimeBridge.tsx"))

export function RootLayout() {
  const user = useAtomValue(currentUserAtom)
  return (
    <AriaRouterBridge>
      <Outlet />
      <Suspense fallback={null}>
        <AlertOutlet />
        {/* One connection per user: a different login starts fresh. */}
        {user !== null ? <RealtimeBridge key={user.id} /> : null}
      </Suspense>
    </AriaRouterBridge>
  )
}
