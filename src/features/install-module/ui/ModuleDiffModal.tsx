// View Diff for a module: every file of the module, the portal's version beside the current one.
import type { Module } from "@/shared/api"
import { queryKey, useApiQuery } from "@/shared/api"
import { DiffModal } from "@/shared/ui/diff-view"

import { getModuleDiff } from "../api/moduleDiff.ts"

export interface ModuleDiffModalProps {
  module: Pick<Module, "key" | "name">
  portalId: number
  onClose: () => void
}

export function ModuleDiffModal({ module, portalId, onClose }: ModuleDiffModalProps) {
  const state = useApiQuery(queryKey("modules", portalId, "diff", module.key), getModuleDiff(module.key, portalId))
  return <DiffModal name={module.name} state={state} onClose={onClose} />
}
