// The bell tells an agency about its portals' failed work: when a batch (a group install, a layout apply, a setup,
// a migration, a theme upgrade) ends with failed jobs, its starter and the admins of the portal's agency get a
// What's New entry leading to the portal. Written in the transaction that finishes the batch, so it exists exactly
// when the batch ended, once; the realtime ping that makes their bells check again goes out after the commit.
import { Effect } from "effect"

import { type BatchCounters, BatchRepo } from "../../db/repos/BatchRepo.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"
import { keysNeeded, nameIndex, titleOf } from "./portalBatches.ts"

/** Who the entries are from, as product news are from their author. */
const FAILED_WORK_AUTHOR = "Portal Builder"

const failedWorkTitle = (portalName: string) => `Work on ${portalName} ended with failures`

export class FailedWorkNotices extends Effect.Service<FailedWorkNotices>()("server/domain/FailedWorkNotices", {
  effect: Effect.gen(function* () {
    const batches = yield* BatchRepo
    const notices = yield* PersonalNotices

    /** Writes the entries (inside the transaction that finished the batch); nothing when every job succeeded. */
    const write = (batchId: string, counters: BatchCounters) =>
      Effect.gen(function* () {
        if (counters.failed_jobs === 0) return
        const found = yield* batches.findById(batchId)
        if (found._tag === "None") return
        const batch = found.value
        const audience = yield* batches.audienceOf(batchId)
        if (audience.length === 0) return
        const names = nameIndex(yield* batches.catalogueNames(keysNeeded([{ ...batch, created_at: new Date(), finished_at: null }], [])))
        const title = titleOf(batch, names)
        const portalName = audience[0]!.portal_name
        yield* Effect.forEach(
          audience,
          ({ recipient_id }) =>
            notices.add({
              recipientId: recipient_id,
              title: failedWorkTitle(portalName),
              lines: [
                `${title}: ${counters.failed_jobs} of ${counters.total_jobs} ${counters.total_jobs === 1 ? "step" : "steps"} failed.`,
                "Open the portal's work to see what failed and why."
              ],
              author: FAILED_WORK_AUTHOR,
              link: `/portals-main/${batch.portal_id}`
            }),
          { discard: true }
        )
      })

    /** After the commit: each recipient's open browsers check their bell again. */
    const ping = (batchId: string, counters: BatchCounters) =>
      counters.failed_jobs === 0
        ? Effect.void
        : Effect.flatMap(batches.audienceOf(batchId), (audience) =>
            Effect.forEach(audience, ({ recipient_id }) => notices.ping(recipient_id), { discard: true })
          )

    return { write, ping } as const
  })
}) {}
