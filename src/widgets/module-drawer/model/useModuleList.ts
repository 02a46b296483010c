// One list of the drawer (modules or test modules), loaded through the query cache for the search and
// filter. While a new search or filter loads, the rows shown so far stay: their buttons stay mounted, so an
// install (or the install retried after a re-authorisation) is not cut off by a search typed just before
// it. A button's answer patches every cached list of the portal's modules at once and then loads the list
// again, which cancels a load still in flight whose rows predate the change.
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"

import { type Module, MODULE_PAGE_LIMIT, type ModuleAudience, type ModuleCategory, moduleKeys, moduleQueries } from "@/entities/module"
import { type QueryState, useApiQuery } from "@/shared/api"

export interface ModuleListQuery {
  readonly audience: ModuleAudience
  readonly portalId: number
  readonly keyword: string
  readonly category: ModuleCategory | null
  readonly type: "modules" | "test-module"
}

export type ModuleListState = QueryState<ReadonlyArray<Module>> & {
  readonly reload: () => void
  readonly replace: (modules: ReadonlyArray<Module>) => void
}

type ModulePage = { readonly modules: ReadonlyArray<Module> }

export const patchModules = <P extends ModulePage>(page: P, modules: ReadonlyArray<Module>): P => {
  const byKey = new Map(modules.map((module) => [module.key, module]))
  return { ...page, modules: page.modules.map((module) => byKey.get(module.key) ?? module) }
}

export function useModuleList(query: ModuleListQuery): ModuleListState {
  const { audience, portalId, keyword, category, type } = query
  const trimmed = keyword.trim()
  const params = {
    portal: portalId,
    limit: MODULE_PAGE_LIMIT,
    type,
    ...(trimmed === "" ? {} : { keyword: trimmed }),
    ...(category === null ? {} : { filter: category })
  }
  const queryClient = useQueryClient()
  const result = useApiQuery(moduleQueries.list(portalId, audience, params), { keepPrevious: true })
  const { reload } = result

  const replace = useCallback(
    (modules: ReadonlyArray<Module>) => {
      queryClient.setQueriesData<ModulePage>({ queryKey: moduleKeys.ofPortal(portalId) }, (page) =>
        page === undefined ? page : patchModules(page, modules)
      )
      reload()
    },
    [queryClient, portalId, reload]
  )

  if (result.status === "loading") return { status: "loading", reload, replace }
  if (result.status === "failure") return { status: "failure", error: result.error, reload, replace }
  return { status: "success", data: result.data.modules, reload, replace }
}
