// Deletes that say what they take and refuse what they would break. A portal delete takes
// the portal's child portals too (the database cascades them), an agency delete its portals (with their
// children) and its members left in no other agency; with them go their layouts, History entries and
// batches. `plan` lists all of it (the confirm dialogs' preview and the DELETE's answer). `carryOut` runs
// inside the delete's transaction: it locks the portals, refuses while work of them is pending or running
// (409 naming it) unless the caller cancels it, records each cancelled batch (GET /batch/{id} keeps
// answering it) and gives every deleted portal, member and cancelled batch its own activity-log entry.
// Cancelling, deleting and logging commit together: a process killed in between leaves all of it undone.
import { Effect } from "effect"

import type { DeletedWork, Deletion } from "#contract/deletion.ts"
import { Conflict } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { DeletionRepo, type DoomedPortal } from "../../db/repos/DeletionRepo.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { keysNeeded, nameIndex, titleOf } from "../batches/portalBatches.ts"

/** What is deleted: portals with their children, and for an agency its members left in no other agency. */
type DeletionTarget = { readonly _tag: "Portal"; readonly id: number } | { readonly _tag: "Agency"; readonly id: number }

/** The reason a cancelled batch carries. */
const cancelReason = (target: DeletionTarget, name: string) =>
  target._tag === "Portal" ? `Cancelled: the portal ${name} was deleted.` : `Cancelled: the agency ${name} was deleted.`

const workList = (work: ReadonlyArray<DeletedWork>) =>
  work.map((item) => `${item.title} on ${item.portal_name} (batch ${item.batch_id})`).join("; ")

/** The 409's message: the work by name, and how to go on. */
const workInProgress = (work: ReadonlyArray<DeletedWork>) =>
  `Work is in progress: ${workList(work)}. Wait until it has finished, or cancel it with the delete (cancel_work=true).`

const portalRef = (id: number) => ({ id, type: SubjectType.Portal })

export class Deletions extends Effect.Service<Deletions>()("server/domain/Deletions", {
  effect: Effect.gen(function* () {
    const repo = yield* DeletionRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo

    const rootsOf = (target: DeletionTarget) => (target._tag === "Portal" ? Effect.succeed([target.id]) : repo.agencyPortalIds(target.id))

    const planWith = (target: DeletionTarget, lock: boolean) =>
      Effect.gen(function* () {
        const portals = yield* repo.portalTree(yield* rootsOf(target), lock)
        const ids = portals.map((portal) => portal.id)
        const rows = yield* batches.unfinishedOf(ids)
        const names = nameIndex(yield* batches.catalogueNames(keysNeeded(rows, [])))
        const portalName = new Map(portals.map((portal) => [portal.id, portal.name]))
        const deletion: Deletion = {
          portals: portals.map(({ id, name, parent_id }) => ({ id, name, parent_id })),
          work: rows.map((row): DeletedWork => ({
            batch_id: row.id,
            kind: row.kind,
            title: titleOf(row, names),
            status: row.status === "running" ? "running" : "pending",
            portal_id: row.portal_id,
            portal_name: portalName.get(row.portal_id) ?? ""
          })),
          layouts: yield* repo.layoutsOf(ids),
          history_entries: yield* repo.historyCount(ids),
          members: target._tag === "Agency" ? yield* repo.membersLeftAlone(target.id) : []
        }
        return { deletion, portals }
      })

    /** What deleting the target would take now (read only). */
    const plan = (target: DeletionTarget) => Effect.map(planWith(target, false), ({ deletion }) => deletion)

    /** Refused at once when work runs and the caller does not cancel it (before anything else is touched). */
    const refuseWhileWorking = (target: DeletionTarget, cancelWork: boolean) =>
      cancelWork
        ? Effect.void
        : Effect.flatMap(plan(target), (deletion) =>
            deletion.work.length > 0 ? Effect.fail(new Conflict({ message: workInProgress(deletion.work) })) : Effect.void
          )

    /**
     * Inside the delete's transaction: refuses or cancels the work, runs `remove` (which deletes the
     * target), and logs each portal (`rootEntry` adds to the named portal's entry), each member deleted and
     * each batch cancelled. Answers what went and what `remove` answered.
     */
    const carryOut = <A, E, R>(
      user: User,
      target: DeletionTarget & { readonly name: string },
      cancelWork: boolean,
      remove: Effect.Effect<A, E, R>,
      rootEntry: Record<string, unknown> = {}
    ) =>
      Effect.gen(function* () {
        const { deletion, portals } = yield* planWith(target, true)
        if (deletion.work.length > 0 && !cancelWork) return yield* new Conflict({ message: workInProgress(deletion.work) })
        const reason = cancelReason(target, target.name)
        for (const work of deletion.work) {
          yield* batches.recordCancellation(work.batch_id, { title: work.title, reason, cancelledBy: user.id })
        }
        const removed = yield* remove
        const deletedWith: Record<string, number> = target._tag === "Portal" ? { portal_id: target.id } : { agency_id: target.id }
        for (const work of deletion.work) {
          yield* activity.record({
            event: "batch.cancelled",
            causer: userRef(user.id),
            subject: portalRef(work.portal_id),
            properties: { batch_id: work.batch_id, kind: work.kind, title: work.title, status: work.status, reason }
          })
        }
        for (const portal of portals) yield* logPortal(user, portal, deletion, target, deletedWith, rootEntry)
        for (const member of deletion.members) {
          yield* activity.record({
            event: "user deleted",
            causer: userRef(user.id),
            subject: userRef(member.id),
            properties: { name: member.name, email: member.email, reason: "left in no agency", deleted_with: deletedWith }
          })
        }
        const deleted: Deletion = { ...deletion, work: deletion.work.map((work) => ({ ...work, status: "cancelled" as const })) }
        return { deleted, removed }
      })

    const logPortal = (
      user: User,
      portal: DoomedPortal,
      deletion: Deletion,
      target: DeletionTarget,
      deletedWith: Record<string, number>,
      rootEntry: Record<string, unknown>
    ) => {
      const named = target._tag === "Portal" && portal.id === target.id
      const children = deletion.portals.filter((other) => other.parent_id === portal.id).map((other) => other.id)
      return activity.record({
        event: "portal.deleted",
        causer: userRef(user.id),
        subject: portalRef(portal.id),
        properties: {
          name: portal.name,
          hub_id: portal.hub_id,
          parent_id: portal.parent_id,
          agency_id: portal.agency_id,
          child_portal_ids: children,
          cancelled_batch_ids: deletion.work.filter((work) => work.portal_id === portal.id).map((work) => work.batch_id),
          layouts: deletion.layouts.filter((layout) => layout.portal_id === portal.id).length,
          ...(named ? rootEntry : { deleted_with: deletedWith })
        }
      })
    }

    return { plan, refuseWhileWorking, carryOut } as const
  })
}) {}
