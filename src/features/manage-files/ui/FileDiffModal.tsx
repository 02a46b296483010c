// View Diff for a theme file: the portal's version and the current one side by side.
import { fileKeys } from "@/entities/file"
import { apiQueryOptions, type ThemeFile, useApiQuery } from "@/shared/api"
import { DiffModal } from "@/shared/ui/diff-view"

import { getFileDiff } from "../api/fileActions.ts"

export interface FileDiffModalProps {
  file: ThemeFile
  portalId: number
  onClose: () => void
}

export function FileDiffModal({ file, portalId, onClose }: FileDiffModalProps) {
  const state = useApiQuery(apiQueryOptions(fileKeys.diff(file.path, portalId), getFileDiff(file.path, portalId)))
  return <DiffModal name={file.name} state={state} onClose={onClose} />
}
