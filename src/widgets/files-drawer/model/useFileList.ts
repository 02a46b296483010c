// The drawer's file list: loaded once per portal through the query cache, then patched with the files each
// call answers with, until the next load brings fresh rows.
import { useCallback } from "react"

import { fileQueries, type ThemeFile } from "@/entities/file"
import { type QueryState, useApiQuery } from "@/shared/api"

export type FileListState = QueryState<ReadonlyArray<ThemeFile>> & {
  readonly reload: () => void
  readonly replace: (files: ReadonlyArray<ThemeFile>) => void
}

export const patchFiles = (rows: ReadonlyArray<ThemeFile>, files: ReadonlyArray<ThemeFile>): ReadonlyArray<ThemeFile> => {
  const byPath = new Map(files.map((file) => [file.path, file]))
  return rows.map((file) => byPath.get(file.path) ?? file)
}

export function useFileList(portalId: number): FileListState {
  const result = useApiQuery(fileQueries.ofPortal(portalId))
  const { setData } = result
  const replace = useCallback((files: ReadonlyArray<ThemeFile>) => setData((rows) => patchFiles(rows, files)), [setData])
  return { ...result, replace }
}
