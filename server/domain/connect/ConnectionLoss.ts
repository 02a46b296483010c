// A portal's CRM connection lost: HubSpot refused its refresh token (the app was uninstalled, the grant revoked)
// or said its token is no longer active. The first call that meets the refused grant marks the portal lost and, in
// the same transaction, writes its History entry, the log entry and a What's New entry for the agency's admins
// leading to the portal; later calls find it already marked and tell nobody again. A new grant (reconnect) clears
// the mark and records the restoration (signInCallback.ts).
import { Effect } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType } from "../activity/subjects.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"

const CONNECTION_LOST_HISTORY = "CRM connection lost"
const CONNECTION_RESTORED_HISTORY = "CRM connection restored"
const NOTICE_AUTHOR = "Portal Builder"
const lostTitle = (portalName: string) => `${portalName} lost its CRM connection`

export class ConnectionLoss extends Effect.Service<ConnectionLoss>()("server/domain/ConnectionLoss", {
  effect: Effect.gen(function* () {
    const connections = yield* PortalConnectionRepo
    const history = yield* HistoryRepo
    const activity = yield* ActivityLogRepo
    const notices = yield* PersonalNotices
    const transaction = yield* Transaction

    /** Marks the portals of this refused grant lost and tells of it, once; nothing when they were already marked. */
    const record = (refreshTokenEncrypted: string) =>
      Effect.gen(function* () {
        const told = yield* transaction.run(
          Effect.gen(function* () {
            const lost = yield* connections.markLost(refreshTokenEncrypted)
            const recipients: Array<number> = []
            for (const portal of lost) {
              yield* history.insert({ portalId: portal.id, name: CONNECTION_LOST_HISTORY, statusLabel: "Disconnected", createdBy: null })
              yield* activity.record({
                event: "portal.crm-connection-lost",
                causer: null,
                subject: { id: portal.id, type: SubjectType.Portal },
                properties: { name: portal.name }
              })
              const admins = portal.agency_id === null ? [] : yield* connections.agencyAdminIds(portal.agency_id)
              for (const recipientId of admins) {
                yield* notices.add({
                  recipientId,
                  title: lostTitle(portal.name),
                  lines: [
                    "HubSpot no longer accepts the app's access to this portal, so nothing can be installed or changed in it.",
                    "Open the portal and choose Reconnect."
                  ],
                  author: NOTICE_AUTHOR,
                  link: `/portals-main/${portal.id}`
                })
                recipients.push(recipientId)
              }
            }
            return recipients
          })
        )
        yield* Effect.forEach(new Set(told), notices.ping, { discard: true })
      }).pipe(
        // Telling of the loss must never turn the caller's answer (Reconnect) into a failure.
        Effect.catchAllCause((cause) => Effect.logWarning("The lost CRM connection was not recorded", cause))
      )

    /** After a new grant of a portal whose connection was lost: its History says it is back (caller's transaction). */
    const restored = (portalId: number, userId: number) =>
      history.insert({ portalId, name: CONNECTION_RESTORED_HISTORY, statusLabel: "Reconnected", createdBy: userId })

    return { record, restored } as const
  })
}) {}
