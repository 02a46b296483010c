// After a navigation that leaves focus on the page body (login, opening a portal), focus goes to the new
// page's main heading; pages that focus a field themselves keep it. The page may still be loading, so
// this looks again for a short while.
import { useRouter } from "@tanstack/react-router"
import { useEffect } from "react"

import { focusLostToBody, focusMain } from "./focusMain.ts"

const RETRY_MS = 100
const GIVE_UP_MS = 5_000

export function useFocusAfterNavigation() {
  const router = useRouter()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    const stop = () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
    }
    const unsubscribe = router.subscribe("onResolved", (event) => {
      // The first page of a visit keeps the browser's start: Tab then reaches 'Skip to content' first.
      if (!event.pathChanged || event.fromLocation === undefined) return
      stop()
      const started = Date.now()
      const attempt = () => {
        timer = null
        if (!focusLostToBody(document)) return
        // A heading shows once the page has loaded; until then keep looking.
        const heading = document.querySelector("main h1")
        if (heading !== null) return void focusMain(document, { preferHeading: true })
        if (Date.now() - started < GIVE_UP_MS) timer = setTimeout(attempt, RETRY_MS)
        else focusMain(document, { preferHeading: false })
      }
      timer = setTimeout(attempt, 0)
    })
    return () => {
      stop()
      unsubscribe()
    }
  }, [router])
}
