// One list of the drawer (modules or test modules): loads it for the search and filter, and shows
// the answers of button presses until the next load brings fresh rows.
import { useCallback, useState } from "react"
import { listModules, MODULE_PAGE_LIMIT, type Module, type ModuleAudience, type ModuleCategory } from "@/entities/module"
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

interface Changes {
  /** The loaded rows these changes apply to; a new load drops them. */
  readonly base: ReadonlyArray<Module>
  readonly byKey: ReadonlyMap<string, Module>
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
  const result = useApiQuery(JSON.stringify([audience, params]), listModules(audience, params))
  const loaded = result.status === "success" ? result.data.modules : null
  const [changes, setChanges] = useState<Changes | null>(null)

  const replace = useCallback(
    (modules: ReadonlyArray<Module>) => {
      if (loaded === null) return
      setChanges((current) => {
        const byKey = new Map(current?.base === loaded ? current.byKey : [])
        modules.forEach((module) => byKey.set(module.key, module))
        return { base: loaded, byKey }
      })
    },
    [loaded]
  )

  if (result.status === "loading") return { status: "loading", reload: result.reload, replace }
  if (result.status === "failure") return { status: "failure", error: result.error, reload: result.reload, replace }
  const rows = result.data.modules
  const byKey = changes?.base === rows ? changes.byKey : null
  const data = byKey === null ? rows : rows.map((module) => byKey.get(module.key) ?? module)
  return { status: "success", data, reload: result.reload, replace }
}
