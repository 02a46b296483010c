// What every experiment use case builds on: the portal and experiment the caller may read or change
// (404 absent, 403 outside the caller's portals or while the agency is suspended), the portal's CRM
// token and site pages, and experiments as the API answers them, with the counts the collector kept.
import { Effect, Option } from "effect"

import { Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ExperimentEventRepo } from "../../db/repos/ExperimentEventRepo.ts"
import { ExperimentRepo, type ExperimentRow } from "../../db/repos/ExperimentRepo.ts"
import { ModuleRepo, type PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { Crm, type CrmAuth, type Page } from "../../integrations/crm/index.ts"
import { AGENCY_SUSPENDED, NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { requireManagePortal, requireViewPortal } from "../policy/Policy.ts"
import { experimentView } from "./experimentView.ts"

export const TEMPLATE_TYPES = ["website-page", "landing-page"] as const
const PAGE_SCAN_LIMIT = 10

export const experimentAccess = Effect.gen(function* () {
  const experiments = yield* ExperimentRepo
  const events = yield* ExperimentEventRepo
  const holdings = yield* ModuleRepo
  const portals = yield* PortalRepo
  const portalCrm = yield* PortalCrm
  const crm = yield* Crm

  /** The portal the caller sees (404 absent, 403 outside the caller's portals); writes need its agency admin. */
  const portalFor = (user: User, portalId: number, write: boolean) =>
    Effect.gen(function* () {
      const portal = yield* holdings.portalContext(portalId)
      if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
      if (write) yield* requireManagePortal(portals, user, { id: portalId, agency_id: portal.value.agency_id })
      else yield* requireViewPortal(portals, user, portalId)
      if (write && portal.value.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
      return portal.value
    })

  const experimentFor = (user: User, id: number, write: boolean) =>
    Effect.gen(function* () {
      const row = yield* experiments.findById(id)
      if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
      const portal = yield* portalFor(user, row.value.portal_id, write)
      return { row: row.value, portal }
    })

  const token = (portal: PortalContextRow) => portalCrm.accessToken(portal)

  /** The portal's CRM site pages (the first PAGE_SCAN_LIMIT hundred). */
  const sitePages = (accessToken: CrmAuth) =>
    Effect.gen(function* () {
      const pages: Array<Page> = []
      let after: string | undefined
      for (let round = 0; round < PAGE_SCAN_LIMIT; round++) {
        const batch = yield* crm
          .listPages(accessToken, "site", { limit: 100, ...(after === undefined ? {} : { after }) })
          .pipe(Effect.mapError(crmErrorToWire))
        pages.push(...batch.results)
        after = batch.paging?.next?.after
        if (after === undefined) break
      }
      return pages
    })

  /** The experiments with the counts the collector kept (nothing reaches HubSpot to read them). */
  const view = (rows: ReadonlyArray<ExperimentRow>) =>
    Effect.gen(function* () {
      const ids = rows.map((row) => row.id)
      const variants = yield* experiments.variantsOf(ids)
      const counts = yield* events.countsOf(ids)
      return rows.map((row) =>
        experimentView(
          row,
          variants.filter((variant) => variant.experiment_id === row.id),
          counts
        )
      )
    })

  const reload = (id: number) =>
    Effect.gen(function* () {
      const row = yield* experiments.findById(id)
      if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
      return (yield* view([row.value]))[0]!
    })

  return { portalFor, experimentFor, token, sitePages, view, reload } as const
})
