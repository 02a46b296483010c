// The drawer's file list: loaded once per portal, then patched with the files each call answers with
// until the next load brings fresh rows.
import { useCallback, useState } from "react"
import { listFiles, type ThemeFile } from "@/entities/file"
import { type QueryState, useApiQuery } from "@/shared/api"

export type FileListState = QueryState<ReadonlyArray<ThemeFile>> & {
  readonly reload: () => void
  readonly replace: (files: ReadonlyArray<ThemeFile>) => void
}

interface Changes {
  /** The loaded rows these changes apply to; a new load drops them. */
  readonly base: ReadonlyArray<ThemeFile>
  readonly byPath: ReadonlyMap<string, ThemeFile>
}

export function useFileList(portalId: number): FileListState {
  const result = useApiQuery(`files:${portalId}`, listFiles(portalId))
  const loaded = result.status === "success" ? result.data : null
  const [changes, setChanges] = useState<Changes | null>(null)

  const replace = useCallback(
    (files: ReadonlyArray<ThemeFile>) => {
      if (loaded === null) return
      setChanges((current) => {
        const byPath = new Map(current?.base === loaded ? current.byPath : [])
        files.forEach((file) => byPath.set(file.path, file))
        return { base: loaded, byPath }
      })
    },
    [loaded]
  )

  if (result.status === "loading") return { status: "loading", reload: result.reload, replace }
  if (result.status === "failure") return { status: "failure", error: result.error, reload: result.reload, replace }
  const byPath = changes?.base === result.data ? changes.byPath : null
  const data = byPath === null ? result.data : result.data.map((file) => byPath.get(file.path) ?? file)
  return { status: "success", data, reload: result.reload, replace }
}
