// While someone is logged in: listen for payments, plan upgrades and finished re-authorisations (spec 1
// sections 4 and 7), and on the user's private channel for new personal What's New entries and the progress
// of the batches they started (batchProgress.ts); each event invalidates exactly the cached reads it
// changes (through the entities' key factories). Loaded lazily, so neither this nor pusher-js is part of
// the login page's JavaScript.
import { useQueryClient } from "@tanstack/react-query"
import { Option } from "effect"
import { useStore } from "jotai"
import { useEffect } from "react"

import { agencyKeys } from "@/entities/agency"
import { moduleKeys, upgradeKeys } from "@/entities/module"
import { billingKeys, paymentSucceeded } from "@/entities/payment"
import { portalKeys } from "@/entities/portal"
import { refreshPortalHealth } from "@/entities/portal-health"
import { rolloutKeys } from "@/entities/rollout"
import { currentUserAtom, reloadCurrentUser } from "@/entities/session"
import { taskKeys } from "@/entities/task"
import { channelAuthorizer, clientConfigQuery, connectRealtime, type RealtimeConnection, useRuntime } from "@/shared/api"
import { notificationAdded } from "@/widgets/notifications-panel"

import { listenToBatchProgress } from "./batchProgress.ts"
import {
  moduleInstallForUser,
  paymentConcernsUser,
  progressedPortalId,
  progressedRolloutId,
  RealtimeChannel,
  RealtimeEvent,
  reauthConcernsUser,
  upgradedPortalId,
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
      // The settings come from the cache (read once per session, shared with the screens that show them);
      // a failed read rejects, and the connection stays quiet (below).
      const config = await queryClient.fetchQuery(clientConfigQuery)
      if (closed) return
      const opened = await connectRealtime(config.pusher, channelAuthorizer(runtime))
      if (closed) return opened.disconnect()
      connection = opened
      // The bridge is keyed by the user, so the user it starts with is the one it serves.
      const user = store.get(currentUserAtom)
      if (user === null) return
      const userId = user.id
      stops.push(
        // A personal entry tells of a change to one of the user's support requests, or to one of their agency's
        // portals (a lost connection, failed work, drift, a paused rollout): the What's New list and count, the
        // requests and the portals' health are read again.
        opened.listen(userChannel(userId), RealtimeEvent.NotificationCreated, () => {
          void notificationAdded(queryClient)
          void queryClient.invalidateQueries({ queryKey: taskKeys.all })
          refreshPortalHealth(queryClient, null)
        })
      )
      stops.push(listenToBatchProgress(opened, userChannel(userId), userId, queryClient))
      stops.push(
        // A rollout the user started moved on: it and the rollout lists are read again (the progress page, the list).
        opened.listen(userChannel(userId), RealtimeEvent.RolloutProgress, (payload) => {
          const id = progressedRolloutId(payload)
          void queryClient.invalidateQueries({ queryKey: Option.isSome(id) ? rolloutKeys.record(id.value) : rolloutKeys.all })
          void queryClient.invalidateQueries({ queryKey: rolloutKeys.lists() })
          // A portal of it started or ended: the health overview's work and upgrades columns move.
          refreshPortalHealth(queryClient, progressedPortalId(payload))
        })
      )
      // One payment channel per agency the user belongs to when the bridge starts.
      for (const agency of user.agencies) {
        stops.push(
          opened.listen(RealtimeChannel.Payment(agency.id), RealtimeEvent.PaymentSucceeded, (payload) => {
            if (!paymentConcernsUser(payload, store.get(currentUserAtom))) return
            // Screens waiting on this payment (Buy Credits) learn of it once the user holds the new credits.
            const agencyId = Number((payload as { agency_id: unknown }).agency_id)
            // The agency's billing (payment history) and standing, its record.
            void queryClient.invalidateQueries({ queryKey: billingKeys.ofAgency(agencyId) })
            void queryClient.invalidateQueries({ queryKey: billingKeys.lists() })
            void queryClient.invalidateQueries({ queryKey: agencyKeys.record(agencyId) })
            // Once the user holds the new credits: the event goes into the cache for the screens waiting on it,
            // and the payments being waited on are read again.
            void reloadCurrentUser(store, runtime).finally(() => paymentSucceeded(queryClient, agencyId))
          })
        )
      }
      stops.push(
        opened.listen(RealtimeChannel.Analytics(userId), RealtimeEvent.CoreUpgradeComplete, (payload) => {
          // The portal's plan changed: it and the lists showing it are read again (the editor's copy too, when
          // it is the open portal: the editor reads it from the cache).
          Option.map(upgradedPortalId(payload), (portalId) => void queryClient.invalidateQueries({ queryKey: portalKeys.record(portalId) }))
          void queryClient.invalidateQueries({ queryKey: portalKeys.lists() })
        }),
        opened.listen(RealtimeChannel.Reauth(userId), RealtimeEvent.ReauthComplete, (payload) => {
          if (reauthConcernsUser(payload, store.get(currentUserAtom))) finishReauth(store, queryClient, null)
        }),
        opened.listen(RealtimeChannel.Web(userId), RealtimeEvent.ModuleInstall, (payload) => {
          Option.map(moduleInstallForUser(payload, store.get(currentUserAtom)), (portalId) => {
            // The named portal's modules and what waits for an upgrade there; without one, every portal's.
            void queryClient.invalidateQueries({ queryKey: portalId === null ? moduleKeys.lists() : moduleKeys.ofPortal(portalId) })
            void queryClient.invalidateQueries({ queryKey: portalId === null ? upgradeKeys.all : upgradeKeys.ofPortal(portalId) })
            finishReauth(store, queryClient, portalId)
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
