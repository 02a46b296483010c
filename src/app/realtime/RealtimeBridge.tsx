// While someone is logged in: listen for payments, plan upgrades and finished re-authorisations (spec 1
// sections 4 and 7), and on the user's private channel for new personal What's New entries and the progress
// of the batches they started (batchProgress.ts); each event
// invalidates the cached data it changes (notifications, billing, portals, modules). Loaded lazily, so neither this nor pusher-js is part of the login page's JavaScript.
import { useQueryClient } from "@tanstack/react-query"
import { Exit, Option } from "effect"
import { useStore } from "jotai"
import { useEffect } from "react"

import { lastPaymentSucceededAtom } from "@/entities/payment"
import { memberAudience, refreshSelectedPortal, selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom, reloadCurrentUser, roleFlagsAtom } from "@/entities/session"
import { channelAuthorizer, connectRealtime, loadClientConfig, queryKey, type RealtimeConnection, useRuntime } from "@/shared/api"
import { notificationsPingAtom } from "@/widgets/notifications-panel"

import { listenToBatchProgress } from "./batchProgress.ts"
import {
  moduleInstallForUser,
  paymentConcernsUser,
  RealtimeChannel,
  RealtimeEvent,
  reauthConcernsUser,
  upgradedPortalIsSelected,
  userChannel
} from "./events.ts"
import { finishReauth } from "./reauth.ts"

export default function RealtimeBridge() {
  const runtime = useRuntime()
  const store = useStore()
  const queryClient = useQueryClient()

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
      // The bridge is keyed by the user, so the user it starts with is the one it serves.
      const user = store.get(currentUserAtom)
      if (user === null) return
      const userId = user.id
      stops.push(
        opened.listen(userChannel(userId), RealtimeEvent.NotificationCreated, () => store.set(notificationsPingAtom, (count) => count + 1))
      )
      stops.push(listenToBatchProgress(opened, userChannel(userId), userId, queryClient))
      // One payment channel per agency the user belongs to when the bridge starts.
      for (const agency of user.agencies) {
        stops.push(
          opened.listen(RealtimeChannel.Payment(agency.id), RealtimeEvent.PaymentSucceeded, (payload) => {
            if (!paymentConcernsUser(payload, store.get(currentUserAtom))) return
            // Screens waiting on this payment (Buy Credits) learn of it once the user holds the new credits.
            const agencyId = Number((payload as { agency_id: unknown }).agency_id)
            void queryClient.invalidateQueries({ queryKey: queryKey("billing") })
            void queryClient.invalidateQueries({ queryKey: queryKey("payments") })
            void reloadCurrentUser(store, runtime).finally(() => store.set(lastPaymentSucceededAtom, { agencyId, at: Date.now() }))
          })
        )
      }
      stops.push(
        opened.listen(RealtimeChannel.Analytics(userId), RealtimeEvent.CoreUpgradeComplete, (payload) => {
          void queryClient.invalidateQueries({ queryKey: queryKey("portals") })
          if (upgradedPortalIsSelected(payload, store.get(selectedPortalAtom))) {
            void refreshSelectedPortal(store, runtime, memberAudience(store.get(roleFlagsAtom)))
          }
        }),
        opened.listen(RealtimeChannel.Reauth(userId), RealtimeEvent.ReauthComplete, (payload) => {
          if (reauthConcernsUser(payload, store.get(currentUserAtom))) finishReauth(store, null)
        }),
        opened.listen(RealtimeChannel.Web(userId), RealtimeEvent.ModuleInstall, (payload) => {
          Option.map(moduleInstallForUser(payload, store.get(currentUserAtom)), (portalId) => {
            void queryClient.invalidateQueries({ queryKey: queryKey("modules", "member") })
            void queryClient.invalidateQueries({ queryKey: queryKey("upgrades", portalId) })
            finishReauth(store, portalId)
          })
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
  }, [runtime, store, queryClient])

  return null
}
