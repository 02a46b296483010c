// The module list's catalogue pages (modules with their versions and the total a filter matches), kept in memory per
// API process: the catalogue changes rarely and every portal's list reads the same pages, so only the portal's own
// holdings are read per request. A page is served only while the catalogue_changes journal (migration 0045: triggers
// on modules and module_versions) stands where it stood when the page was read; the list reads the journal in the
// same statement as the portal's holdings (its list context), which PortalReads remembers for a few seconds: a change
// is seen by this process's very next list, and by another process's within its poll of portal_read_changes.
import { Effect } from "effect"

import { type CataloguePageRow, CatalogueRepo, type ModuleListQuery } from "../../db/repos/CatalogueRepo.ts"

/** Pages kept at most (each a filter, sort and page of the list); the oldest go first. */
const MAX_PAGES = 256

interface Page {
  readonly rows: ReadonlyArray<CataloguePageRow>
  readonly total: number
}

export class CataloguePages extends Effect.Service<CataloguePages>()("server/domain/CataloguePages", {
  effect: Effect.gen(function* () {
    const catalogue = yield* CatalogueRepo
    /** The journal's newest id the kept pages were read at or after. */
    let seen = -1
    const pages = new Map<string, Page>()

    /** The page for `query`, as the catalogue stands at journal id `current` (read by the caller) or later. */
    const page = (current: number, query: ModuleListQuery) =>
      Effect.gen(function* () {
        if (current > seen) {
          pages.clear()
          seen = current
        }
        const key = JSON.stringify([
          query.keyword,
          query.category,
          query.testModules,
          query.sortBy,
          query.sortDirection,
          query.page,
          query.limit
        ])
        const kept = current === seen ? pages.get(key) : undefined
        if (kept !== undefined) return kept
        const read = yield* catalogue.pageOf(query)
        // A request that read an older journal id than another's is answered, not remembered.
        if (current === seen) {
          if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!)
          pages.set(key, read)
        }
        return read
      })

    return { page } as const
  })
}) {}
