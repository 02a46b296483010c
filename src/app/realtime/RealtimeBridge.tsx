// While someone is logged in: listen for payments and plan upgrades (spec 1 section 4). Loaded lazily,
// so neither this nor pusher-js is part of the login page's JavaScript.
import { Exit } from "effect"
import { useStore } from "jotai"
import { useEffect } from "react"
import { memberAudience, refreshSelectedPortal, selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom, reloadCurrentUser, roleFlagsAtom } from "@/entities/session"
import { channelAuthorizer, connectRealtime, loadClientConfig, type RealtimeConnection, useRuntime } from "@/shared/api"
import { paymentConcernsUser, RealtimeChannel, RealtimeEvent, upgradedPortalIsSelected } from "./events.ts"

export default function RealtimeBridge() {
  const runtime = useRuntime()
  const store = useStore()

  useEffect(() => {
    let closed = false
    let connection: RealtimeConnection | null = null
    const stops: Array<() => void> = []

    const open = async () => {
      const config = await runtime.runPromiseExit(loadClientConfig)
      if (closed || Exit.isFailure(config)) return
      const opened = await connectRealtime(config.value.pusher, channelAuthorizer(runtime))
      if (closed) return opened.disconnect()
      connection = opened
      stops.push(
        opened.listen(RealtimeChannel.Payment, RealtimeEvent.PaymentSucceeded, (payload) => {
          if (paymentConcernsUser(payload, store.get(currentUserAtom))) void reloadCurrentUser(store, runtime)
        }),
        opened.listen(RealtimeChannel.Analytics, RealtimeEvent.CoreUpgradeComplete, (payload) => {
          if (upgradedPortalIsSelected(payload, store.get(selectedPortalAtom))) {
            void refreshSelectedPortal(store, runtime, memberAudience(store.get(roleFlagsAtom)))
          }
        })
      )
    }
    // Realtime is a convenience: without it the app still works, so a failed connection stays quiet.
    open().catch(() => undefined)

    return () => {
      closed = true
      stops.forEach((stop) => stop())
      connection?.disconnect()
    }
  }, [runtime, store])

  return null
}
