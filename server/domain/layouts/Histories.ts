// A portal's history as the caller sees it: list (with the user filter), read, create, update, delete.
// Module installs, upgrades and reverts add entries themselves (ModuleInstaller, via HistoryRepo).
import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound } from "#contract/errors.ts"
import { type History, historyRestoreTarget } from "#contract/layout.ts"
import type { HistoryCreatePayload, HistoryListParams, HistoryUpdatePayload } from "#contract/layout-api.ts"
import type { FileResolution } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { HistoryRepo, type HistoryRow } from "../../db/repos/HistoryRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { ModuleInstaller } from "../modules/ModuleInstaller.ts"
import { forbidden, mayDeleteAuthored, scopeFor } from "../policy/Policy.ts"
import { DEFAULT_PAGE_SIZE } from "../portals/PortalCatalog.ts"

export const HISTORY_DELETED = "History has been deleted!"
const NOT_RESTORABLE = "Only the entries of module installs, upgrades, reverts and restores can be restored."
const restoredMessage = (name: string, version: string) => `${name} has been restored to ${version}.`

export const toHistory = (row: HistoryRow): History => ({
  id: row.id,
  portal_id: row.portal_id,
  name: row.name,
  created_by: row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? "" },
  status_label: row.status_label,
  payload: row.payload,
  created_at: row.created_at,
  updated_at: row.updated_at
})

export class Histories extends Effect.Service<Histories>()("server/domain/Histories", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const histories = yield* HistoryRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const installer = yield* ModuleInstaller

    const visible = (user: User, id: number): Effect.Effect<History, NotFound | Forbidden> =>
      Effect.gen(function* () {
        const row = yield* histories.findById(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        yield* catalog.portalFor(scopeFor(user), row.value.portal_id)
        return toHistory(row.value)
      })

    const log = (user: User, event: string, entry: { id: number; portal_id: number; name: string }) =>
      activity.record({
        event,
        causer: userRef(user.id),
        subject: { id: entry.portal_id, type: SubjectType.Portal },
        properties: { history_id: entry.id, name: entry.name }
      })

    const list = (user: User, params: HistoryListParams) =>
      Effect.gen(function* () {
        yield* catalog.portalFor(scopeFor(user), params.portal)
        const page = params.page ?? 1
        const limit = params.limit ?? DEFAULT_PAGE_SIZE
        const { rows, total } = yield* histories.list({
          portalId: params.portal,
          keyword: params.keyword,
          userId: params.user,
          sortDirection: params.sort ?? "desc",
          page,
          limit
        })
        return {
          data: rows.map(toHistory),
          meta: {
            pagination: {
              total,
              count: rows.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        }
      })

    const create = (user: User, payload: HistoryCreatePayload) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), payload.portal)
        const id = yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* histories.insert({
              portalId: portal.id,
              name: payload.name,
              statusLabel: payload.status_label,
              payload: payload.payload,
              createdBy: user.id
            })
            yield* log(user, "history.created", { id, portal_id: portal.id, name: payload.name })
            return id
          })
        )
        return yield* visible(user, id)
      })

    const update = (user: User, id: number, payload: HistoryUpdatePayload) =>
      Effect.gen(function* () {
        const entry = yield* visible(user, id)
        yield* transaction.run(
          Effect.gen(function* () {
            yield* histories.update(id, { name: payload.name, statusLabel: payload.status_label, payload: payload.payload })
            yield* log(user, "history.updated", { ...entry, name: payload.name ?? entry.name })
          })
        )
        return yield* visible(user, id)
      })

    const remove = (user: User, id: number) =>
      Effect.gen(function* () {
        const entry = yield* visible(user, id)
        // Its author and the admins only: a plain user granted the portal keeps others' entries.
        const portal = yield* catalog.portalFor(scopeFor(user), entry.portal_id)
        if (!mayDeleteAuthored(user, { created_by: entry.created_by?.id ?? null, agency_id: portal.agency_id })) return yield* forbidden()
        yield* transaction.run(Effect.zipRight(histories.remove(id), log(user, "history.deleted", entry)))
        return { message: HISTORY_DELETED }
      })

    /** The visible entry's module and version to restore; 409 for an entry no restore applies to. */
    const restoreTarget = (user: User, id: number) =>
      Effect.gen(function* () {
        const entry = yield* visible(user, id)
        const target = historyRestoreTarget(entry.payload)
        if (target === null) return yield* new Conflict({ message: NOT_RESTORABLE })
        return { portal: entry.portal_id, ...target }
      })

    /** What the restore would write (the overwrite review's plan), after the restore's own checks. */
    const planRestore = (user: User, id: number) =>
      Effect.flatMap(restoreTarget(user, id), (target) =>
        installer.plan(user, { module: target.module, portal: target.portal }, "restore", target.version)
      )

    /**
     * Puts the entry's module back to the entry's version, as the user chose for files the portal holds edited;
     * the install records its own entry and log.
     */
    const restore = (user: User, id: number, resolutions?: ReadonlyArray<FileResolution>) =>
      Effect.gen(function* () {
        const target = yield* restoreTarget(user, id)
        const after = yield* installer.restore(user, { module: target.module, portal: target.portal, resolutions }, target.version)
        return { message: restoredMessage(after.name, target.version) }
      })

    return { list, read: visible, create, update, remove, restore, planRestore } as const
  })
}) {}
