// Saved layouts of a portal the caller can see: list, read, create, rename / re-save, delete.
// Every mutation and its activity-log entry commit together.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { Layout } from "#contract/layout.ts"
import type { LayoutCreatePayload, LayoutListParams, LayoutUpdatePayload } from "#contract/layout-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { LayoutRepo, layoutSortColumns, type LayoutSortKey } from "../../db/repos/LayoutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { INVALID_SORT_BY, NOT_FOUND } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { forbidden, mayDeleteAuthored, scopeFor } from "../policy/Policy.ts"
import { DEFAULT_PAGE_SIZE } from "../portals/PortalCatalog.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"

export const LAYOUT_DELETED = "Layout has been deleted!"
const INVALID_AGENCY_FILTER = "The selected agency is invalid."

const isSortKey = (value: string): value is LayoutSortKey => Object.hasOwn(layoutSortColumns, value)

export class Layouts extends Effect.Service<Layouts>()("server/domain/Layouts", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const layouts = yield* LayoutRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const versions = yield* RecordVersions

    /** The layout, if its portal is visible to the caller (404 missing, 403 outside the scope). */
    const visible = (user: User, id: number): Effect.Effect<Layout, NotFound | Forbidden> =>
      Effect.gen(function* () {
        const row = yield* layouts.findById(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        yield* catalog.portalFor(scopeFor(user), row.value.portal_id)
        return row.value
      })

    const log = (user: User, event: string, layout: { id: number; portal_id: number; name: string }) =>
      activity.record({
        event,
        causer: userRef(user.id),
        subject: { id: layout.portal_id, type: SubjectType.Portal },
        properties: { layout_id: layout.id, name: layout.name }
      })

    const list = (user: User, params: LayoutListParams) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), params.portal)
        if (params.agency !== undefined && params.agency !== portal.agency_id)
          return yield* Unprocessable.field("agency", INVALID_AGENCY_FILTER)
        const sortBy = params.sort_by ?? "name"
        if (!isSortKey(sortBy)) return yield* Unprocessable.field("sort_by", INVALID_SORT_BY)
        const page = params.page ?? 1
        const limit = params.limit ?? DEFAULT_PAGE_SIZE
        const { rows, total } = yield* layouts.list({
          portalId: params.portal,
          agencyId: params.agency,
          scope: scopeFor(user),
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "asc",
          page,
          limit
        })
        return {
          data: rows,
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

    const create = (user: User, payload: LayoutCreatePayload) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), payload.portal)
        const id = yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* layouts.insert({
              portalId: portal.id,
              agencyId: portal.agency_id,
              name: payload.name,
              content: payload.content,
              createdBy: user.id
            })
            yield* log(user, "layout.created", { id, portal_id: portal.id, name: payload.name })
            return id
          })
        )
        return yield* visible(user, id)
      })

    /** `expected`: the version the layout was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (user: User, id: number, payload: LayoutUpdatePayload, expected: number | undefined) =>
      Effect.gen(function* () {
        const layout = yield* visible(user, id)
        yield* transaction.run(
          Effect.gen(function* () {
            yield* versions.claim(VersionedRecords.layout, id, expected, user)
            yield* layouts.update(id, { name: payload.name, content: payload.content })
            yield* log(user, "layout.updated", { ...layout, name: payload.name ?? layout.name })
          })
        )
        return yield* visible(user, id)
      })

    const remove = (user: User, id: number) =>
      Effect.gen(function* () {
        const layout = yield* visible(user, id)
        // Its author and the admins only: a plain user granted the portal keeps others' layouts.
        const portal = yield* catalog.portalFor(scopeFor(user), layout.portal_id)
        if (!mayDeleteAuthored(user, { created_by: layout.created_by, agency_id: portal.agency_id })) return yield* forbidden()
        yield* transaction.run(Effect.zipRight(layouts.remove(id), log(user, "layout.deleted", layout)))
        return { message: LAYOUT_DELETED }
      })

    return { list, read: visible, create, update, remove } as const
  })
}) {}
