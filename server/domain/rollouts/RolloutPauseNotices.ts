// The bell tells of a rollout that paused by itself (its canary failed, or its failure threshold was reached): its
// starter and the admins of the agencies whose portals are in it get a What's New entry leading to the rollout,
// each once. Written in the coordinator's transaction that pauses it, so there is one entry per pause (a resumed
// rollout that pauses again tells again); the realtime ping that makes their bells check again goes after the commit.
import { Effect } from "effect"

import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { RolloutRepo, type RolloutRow } from "../../db/repos/RolloutRepo.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"

/** Who the entries are from, as product news are from their author. */
const PAUSE_AUTHOR = "Portal Builder"

const pausedTitle = (title: string) => `Rollout paused: ${title}`
const PAUSED_NEXT = "Open the rollout to resume, cancel or roll back."

export class RolloutPauseNotices extends Effect.Service<RolloutPauseNotices>()("server/domain/RolloutPauseNotices", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const connections = yield* PortalConnectionRepo
    const notices = yield* PersonalNotices

    /**
     * The starter and the admins of the agencies its portals belong to now (those who see it), each once. A portal
     * deleted since has no agency any more: nobody is told on its behalf.
     */
    const audienceOf = (row: RolloutRow) =>
      Effect.gen(function* () {
        const portalIds = (yield* repo.portalsOf([row.id])).map((portal) => portal.portal_id)
        const agencies = new Set(
          (yield* repo.previewPortals(portalIds)).flatMap((portal) => (portal.agency_id === null ? [] : [portal.agency_id]))
        )
        const admins = yield* Effect.forEach(
          [...agencies].sort((a, b) => a - b),
          connections.agencyAdminIds
        )
        return [...new Set([...(row.created_by === null ? [] : [row.created_by]), ...admins.flat()])]
      })

    /** Writes the entries (inside the transaction that paused the rollout); `reason` is what the rollout page shows. */
    const write = (row: RolloutRow, reason: string) =>
      Effect.flatMap(audienceOf(row), (audience) =>
        Effect.forEach(
          audience,
          (recipientId) =>
            notices.add({
              recipientId,
              title: pausedTitle(row.title),
              lines: [reason, PAUSED_NEXT],
              author: PAUSE_AUTHOR,
              link: `/rollouts/${row.id}`
            }),
          { discard: true }
        )
      )

    /** After the commit: each recipient's open browsers check their bell again. */
    const ping = (row: RolloutRow) =>
      Effect.flatMap(audienceOf(row), (audience) => Effect.forEach(audience, notices.ping, { discard: true }))

    return { write, ping } as const
  })
}) {}
