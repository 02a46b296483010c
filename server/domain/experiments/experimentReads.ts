// Reading experiments: a portal's list, one experiment, and what a new one may be made of (the portal's
// CRM site pages no experiment made, and the website and landing page templates).
import { Effect } from "effect"

import type { User } from "#contract/user.ts"

import { ExperimentRepo } from "../../db/repos/ExperimentRepo.ts"
import { PageTemplateRepo } from "../../db/repos/PageTemplateRepo.ts"
import { experimentAccess, TEMPLATE_TYPES } from "./experimentAccess.ts"

export const experimentReads = Effect.gen(function* () {
  const experiments = yield* ExperimentRepo
  const templates = yield* PageTemplateRepo
  const { portalFor, experimentFor, token, sitePages, view } = yield* experimentAccess

  const list = (user: User, portalId: number) =>
    Effect.gen(function* () {
      const portal = yield* portalFor(user, portalId, false)
      return yield* view(yield* experiments.listFor(portal.id))
    })

  const options = (user: User, portalId: number) =>
    Effect.gen(function* () {
      const portal = yield* portalFor(user, portalId, false)
      const pages = yield* sitePages(yield* token(portal))
      const made = yield* experiments.madePageIds(portal.id)
      const listed = yield* Effect.forEach(TEMPLATE_TYPES, (type) =>
        templates.list({ type, keyword: undefined, sortBy: "name", sortDirection: "asc", page: 1, limit: 100 })
      )
      return {
        pages: pages.filter((page) => !made.has(page.id)).map((page) => ({ id: page.id, name: page.name })),
        templates: listed.flatMap((result) => result.rows).map((row) => ({ key: row.key, name: row.name }))
      }
    })

  const read = (user: User, id: number) =>
    Effect.gen(function* () {
      const { row } = yield* experimentFor(user, id, false)
      return (yield* view([row]))[0]!
    })

  return { list, options, read } as const
})
