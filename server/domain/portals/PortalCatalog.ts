// Portal reads for the three audiences: signed-in users (scoped), super admins (everything) and
// guests (the demo agency only). Children are nested under their parent, filtered by the same scope.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { Portal } from "#contract/portal.ts"
import type { PortalListParams } from "#contract/portal-api.ts"

import { PortalRepo, type PortalRow, type PortalScope, portalSortColumns, type PortalSortKey } from "../../db/repos/PortalRepo.ts"
import { FORBIDDEN, INVALID_SORT_BY, NOT_FOUND } from "../messages.ts"

export const DEFAULT_PAGE_SIZE = 25
const MAX_DEPTH = 5

const isSortKey = (value: string): value is PortalSortKey => Object.hasOwn(portalSortColumns, value)

const toPortal = (row: PortalRow, children: ReadonlyArray<Portal>): Portal => ({
  id: row.id,
  name: row.name,
  hub_id: row.hub_id,
  hub_url: row.hub_url,
  domain: row.domain,
  plan: row.plan,
  portal_type: row.portal_type,
  custom_installation: row.custom_installation,
  is_lock: row.is_lock,
  has_migrate: row.has_migrate,
  has_page_migration: row.has_page_migration,
  is_parent: row.parent_id === null,
  version: row.version,
  portal_setup_status: row.portal_setup_status,
  agency: row.agency_id === null || row.agency_name === null ? null : { id: row.agency_id, name: row.agency_name },
  children,
  lock_version: row.lock_version
})

export class PortalCatalog extends Effect.Service<PortalCatalog>()("server/domain/PortalCatalog", {
  effect: Effect.gen(function* () {
    const portals = yield* PortalRepo

    /** Builds the portals with their visible descendants nested. */
    const withChildren = (rows: ReadonlyArray<PortalRow>, scope: PortalScope, depth = 0): Effect.Effect<Array<Portal>> =>
      Effect.gen(function* () {
        const children =
          depth >= MAX_DEPTH
            ? []
            : yield* portals.childrenOf(
                rows.map((row) => row.id),
                scope
              )
        const nested = children.length === 0 ? [] : yield* withChildren(children, scope, depth + 1)
        const byParent = new Map<number, Array<Portal>>()
        children.forEach((child, index) => {
          const list = byParent.get(child.parent_id!) ?? []
          list.push(nested[index]!)
          byParent.set(child.parent_id!, list)
        })
        return rows.map((row) => toPortal(row, byParent.get(row.id) ?? []))
      })

    const list = (scope: PortalScope, params: PortalListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "id"
        if (!isSortKey(sortBy)) {
          return yield* Unprocessable.field("sort_by", INVALID_SORT_BY)
        }
        const page = params.page ?? 1
        const limit = params.limit ?? DEFAULT_PAGE_SIZE
        const { rows, total } = yield* portals.list({
          scope,
          keyword: params.keyword,
          isParent: params.is_parent,
          agencyId: params.agency_id,
          plan: params.plan,
          sortBy,
          sortDirection: params.sort_direction ?? "desc",
          page,
          limit
        })
        const data = yield* withChildren(rows, scope)
        return {
          data,
          meta: {
            pagination: {
              total,
              count: data.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        }
      })

    /** 404 when absent; 403 when it exists but lies outside the caller's scope. */
    const read = (scope: PortalScope, id: number) =>
      Effect.gen(function* () {
        const row = yield* portals.findById(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        if (!(yield* portals.isVisible(id, scope))) return yield* new Forbidden({ message: FORBIDDEN })
        const [portal] = yield* withChildren([row.value], scope)
        return portal!
      })

    /** Guests learn nothing about portals outside the demo agency: those are simply not found. */
    const readAsGuest = (id: number) =>
      read({ _tag: "GuestDemo" }, id).pipe(Effect.catchTag("Forbidden", () => Effect.fail(new NotFound({ message: NOT_FOUND }))))

    return { list, read, readAsGuest } as const
  })
}) {}
