// One list of the drawer (modules or test modules): loads it for the search and filter, and shows
// the answers of button presses until the next load brings fresh rows. While a new search or filter
// loads, the rows shown so far stay: their buttons stay mounted, so an install (or the install retried
// after a re-authorisation) is not cut off by a search that was typed just before it. A button's answer
// also loads the list again: that interrupts a load still in flight (a search typed just before the
// press), whose rows predate the change and would otherwise replace the answer with the old state.
import { useCallback, useRef, useState } from "react"
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
  // The rows last loaded for this portal and list, kept while another search of it loads.
  const list = JSON.stringify([audience, portalId, type])
  const last = useRef<{ readonly list: string; readonly rows: ReadonlyArray<Module> } | null>(null)
  if (result.status === "success") last.current = { list, rows: result.data.modules }
  const shown = last.current !== null && last.current.list === list ? last.current.rows : null
  const loaded = result.status === "success" ? result.data.modules : result.status === "loading" ? shown : null
  const [changes, setChanges] = useState<Changes | null>(null)

  const replace = useCallback(
    (modules: ReadonlyArray<Module>) => {
      if (loaded === null) return
      setChanges((current) => {
        const byKey = new Map(current?.base === loaded ? current.byKey : [])
        modules.forEach((module) => byKey.set(module.key, module))
        return { base: loaded, byKey }
      })
      result.reload()
    },
    [loaded, result.reload]
  )

  if (result.status === "loading" && loaded === null) return { status: "loading", reload: result.reload, replace }
  if (result.status === "failure") return { status: "failure", error: result.error, reload: result.reload, replace }
  const rows = result.status === "success" ? result.data.modules : (loaded ?? [])
  const byKey = changes?.base === rows ? changes.byKey : null
  const data = byKey === null ? rows : rows.map((module) => byKey.get(module.key) ?? module)
  return { status: "success", data, reload: result.reload, replace }
}
