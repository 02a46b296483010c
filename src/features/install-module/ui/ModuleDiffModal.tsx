// View Diff for a module: every file of the module, the portal's version beside the current one.
import { moduleKeys } from "@/entities/module"
import type { Module } from "@/shared/api"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { DiffModal } from "@/shared/ui/diff-view"

import { getModuleDiff } from "../api/moduleDiff.ts"

export interface ModuleDiffModalProps {
  module: Pick<Module, "key" | "name">
  portalId: number
  onClose: () => void
}

export function ModuleDiffModal({ module, portalId, onClose }: ModuleDiffModalProps) {
  const state = useApiQuery(apiQueryOptions(moduleKeys.diff(module.key, portalId), getModuleDiff(module.key, portalId)))
  return <DiffModal name={module.name} state={state} onClose={onClose} />
}
