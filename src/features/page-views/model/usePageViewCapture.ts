// Records a page view after each navigation of a signed-in user (once per address), unless the browser
// sends Do Not Track or Global Privacy Control. A failed beacon is dropped: it must never disturb the page.
import { useRouter } from "@tanstack/react-router"
import { Effect } from "effect"
import { useStore } from "jotai"
import { useEffect } from "react"

import { currentUserAtom } from "@/entities/session"
import { useRuntime } from "@/shared/api"

import { recordPageView } from "../api/recordPageView.ts"
import { type PrivacySignals, routePattern, trackingRefused } from "../lib/routePattern.ts"

export function usePageViewCapture() {
  const router = useRouter()
  const store = useStore()
  const runtime = useRuntime()

  useEffect(() => {
    if (trackingRefused(navigator as Navigator & PrivacySignals)) return
    let lastPathname: string | null = null
    const capture = () => {
      if (router.state.status !== "idle" || store.get(currentUserAtom) === null) return
      const { pathname } = router.state.location
      if (pathname === lastPathname) return
      const path = routePattern(router.state.matches)
      if (path === null) return
      lastPathname = pathname
      runtime.runFork(Effect.ignore(recordPageView(path)))
    }
    capture()
    return router.subscribe("onResolved", capture)
  }, [router, store, runtime])
}
