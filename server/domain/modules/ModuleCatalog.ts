// Module lists and groups as one portal sees them (scoped like portal reads), and the portal lookups
// every module call starts with.
import { Effect, Option } from "effect"

import type { Pagination } from "#contract/common.ts"
import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { Module, ModuleGroup } from "#contract/module.ts"
import type { ModuleListParams } from "#contract/module-api.ts"
import { GUEST_PORTAL_ID } from "#contract/portal.ts"

import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo, type ModuleRow, moduleSortColumns, type ModuleSortKey } from "../../db/repos/CatalogueRepo.ts"
import { ModuleRepo, type PortalContextRow, type PortalListContextRow } from "../../db/repos/ModuleRepo.ts"
import type { PortalScope } from "../../db/repos/PortalRepo.ts"
import { FORBIDDEN, INVALID_SORT_BY, NOT_FOUND } from "../messages.ts"
import { DEFAULT_PAGE_SIZE } from "../portals/PortalCatalog.ts"
import { PortalReads } from "../portals/PortalReads.ts"
import { CataloguePages } from "./CataloguePages.ts"
import { type ModuleFacts, moduleState, planGives } from "./moduleState.ts"

const isSortKey = (value: string): value is ModuleSortKey => Object.hasOwn(moduleSortColumns, value)

/** A page of the module list as the portal sees it. */
interface ModuleList {
  readonly data: ReadonlyArray<Module>
  readonly meta: { readonly pagination: Pagination }
}
/** Pages kept per portal context (each a filter, sort and page of the list); the oldest go first. */
const MAX_BUILT_PER_CONTEXT = 16

export class ModuleCatalog extends Effect.Service<ModuleCatalog>()("server/domain/ModuleCatalog", {
  effect: Effect.gen(function* () {
    const catalogue = yield* CatalogueRepo
    const pages = yield* CataloguePages
    const holdings = yield* ModuleRepo
    const batches = yield* BatchRepo
    const reads = yield* PortalReads

    /** 404 when the portal does not exist; 403 when it lies outside the caller's scope. */
    const portalFor = (scope: PortalScope, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* holdings.portalContextIn(portalId, scope)
        if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
        const { visible, ...context } = portal.value
        if (!visible) return yield* new Forbidden({ message: FORBIDDEN })
        return context as PortalContextRow
      })

    /** Catalogue facts (with every version) of the given modules, in the given order. */
    const factsOf = (rows: ReadonlyArray<ModuleRow>) =>
      Effect.map(catalogue.versionFactsOf(rows.map((row) => row.id)), (versions): Array<ModuleFacts> =>
        rows.map((row) => ({ ...row, versions: versions.filter((version) => version.module_id === row.id) }))
      )

    /** The modules as the portal sees them. */
    const view = (portal: PortalContextRow, facts: ReadonlyArray<ModuleFacts>) =>
      Effect.gen(function* () {
        const ids = facts.map((fact) => fact.id)
        const installed = yield* holdings.installed(portal.id, ids)
        const purchased = new Set(yield* holdings.purchasedIds(portal.id, ids))
        return facts.map((fact): Module =>
          moduleState(fact, {
            plan: portal.plan,
            installed: installed.find((row) => row.module_id === fact.id) ?? null,
            purchased: purchased.has(fact.id)
          })
        )
      })

    /**
     * The portal's list context when the scope sees it (from PortalReads' memory: the list is a read): 404 when there
     * is no such portal, 403 outside the scope.
     */
    const listContextFor = (scope: PortalScope, portalId: number) =>
      Effect.gen(function* () {
        const context = yield* reads.listContext(portalId, scope)
        if (Option.isNone(context)) return yield* new NotFound({ message: NOT_FOUND })
        if (!context.value.visible) return yield* new Forbidden({ message: FORBIDDEN })
        return context.value
      })

    /**
     * Pages already built, per portal context: PortalReads hands out the same context object while nothing it is made
     * of changed, and a page is a function of the context and the query alone (the catalogue's newest change is part
     * of the context), so the same query is answered with the same object (which the HTTP layer encodes once).
     */
    const built = new WeakMap<PortalListContextRow, Map<string, ModuleList>>()

    /** A page of the catalogue as the portal sees it: the page from memory (CataloguePages), the portal's holdings read. */
    const listFor = (portal: PortalListContextRow, params: ModuleListParams) =>
      Effect.suspend(() => {
        const key = JSON.stringify([
          params.keyword,
          params.filter,
          params.type,
          params.sort_by,
          params.sort_direction,
          params.page,
          params.limit
        ])
        const pages = built.get(portal) ?? new Map<string, ModuleList>()
        const kept = pages.get(key)
        if (kept !== undefined) return Effect.succeed(kept)
        return Effect.tap(buildList(portal, params), (list) => {
          if (pages.size >= MAX_BUILT_PER_CONTEXT) pages.delete(pages.keys().next().value!)
          pages.set(key, list)
          built.set(portal, pages)
        })
      })

    const buildList = (portal: PortalListContextRow, params: ModuleListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "name"
        if (!isSortKey(sortBy)) return yield* Unprocessable.field("sort_by", INVALID_SORT_BY)
        const page = params.page ?? 1
        const limit = params.limit ?? DEFAULT_PAGE_SIZE
        const { rows, total } = yield* pages.page(portal.catalogue_seen, {
          keyword: params.keyword,
          category: params.filter,
          testModules: params.type === "test-module",
          sortBy,
          sortDirection: params.sort_direction ?? "asc",
          page,
          limit
        })
        const purchased = new Set(portal.purchased)
        const data = rows.map((facts) =>
          moduleState(facts, {
            plan: portal.plan,
            installed: portal.holdings.find((row) => row.module_id === facts.id) ?? null,
            purchased: purchased.has(facts.id)
          })
        )
        const list: ModuleList = {
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
        return list
      })

    const list = (scope: PortalScope, params: ModuleListParams) =>
      Effect.flatMap(listContextFor(scope, params.portal), (portal) => listFor(portal, params))

    /** The demo portal's list as the demo guest reads it: any other portal, or a refusal, is Not Found. */
    const listAsGuest = (params: ModuleListParams) =>
      params.portal !== GUEST_PORTAL_ID
        ? Effect.fail(new NotFound({ message: NOT_FOUND }))
        : listContextFor({ _tag: "GuestDemo" }, params.portal).pipe(
            Effect.catchTag("Forbidden", () => Effect.fail(new NotFound({ message: NOT_FOUND }))),
            Effect.flatMap((portal) => listFor(portal, params))
          )

    /** The demo portal as the demo guest reads it: any other portal, or a refusal, is Not Found. */
    const guestDemoPortal = (portalId: number) =>
      portalId !== GUEST_PORTAL_ID
        ? Effect.fail(new NotFound({ message: NOT_FOUND }))
        : portalFor({ _tag: "GuestDemo" }, portalId).pipe(
            Effect.catchTag("Forbidden", () => Effect.fail(new NotFound({ message: NOT_FOUND })))
          )

    /** The groups with their state on the portal (installed, purchased, a batch still running). */
    const groupsOf = (portal: Effect.Effect.Success<ReturnType<typeof portalFor>>) =>
      Effect.gen(function* () {
        const rows = yield* catalogue.groups
        const members = yield* catalogue.findByIds([...new Set(rows.flatMap((row) => row.module_ids))])
        const installed = new Set(
          (yield* holdings.installed(
            portal.id,
            members.map((row) => row.id)
          )).map((row) => row.module_id)
        )
        const purchased = new Set(
          yield* holdings.purchasedIds(
            portal.id,
            members.map((row) => row.id)
          )
        )
        const unfinished = yield* batches.unfinishedFor(
          portal.id,
          rows.map((row) => row.key)
        )
        return rows.map((group): ModuleGroup => {
          const all = group.module_ids.length > 0
          const done = all && group.module_ids.every((id) => installed.has(id))
          return {
            key: group.key,
            name: group.name,
            module_keys: [...group.module_keys],
            installed: done,
            button_state: done ? "Installed" : "Install Module",
            batch_id: unfinished.find((batch) => batch.reference === group.key)?.id ?? null,
            is_available:
              all &&
              group.module_ids.every((id) => {
                const member = members.find((row) => row.id === id)
                return member !== undefined && (planGives(portal.plan, member.access) || purchased.has(id))
              })
          }
        })
      })

    const groups = (scope: PortalScope, portalId: number) => Effect.flatMap(portalFor(scope, portalId), groupsOf)

    const groupsAsGuest = (portalId: number) => Effect.flatMap(guestDemoPortal(portalId), groupsOf)

    return { portalFor, factsOf, view, list, listAsGuest, groups, groupsAsGuest } as const
  })
}) {}
