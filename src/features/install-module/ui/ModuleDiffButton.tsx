// 'View Diff' on an installed module with an upgrade waiting: opens the side-by-side modal. A module at
// the newest version (even a revertable one) has nothing to compare with the current release.
import { useState } from "react"

import type { Module } from "@/shared/api"
import { Button } from "@/shared/ui/button"

import { ModuleDiffModal } from "./ModuleDiffModal.tsx"

export interface ModuleDiffButtonProps {
  module: Pick<Module, "key" | "name" | "installed" | "upgradeable">
  portalId: number
}

export function ModuleDiffButton({ module, portalId }: ModuleDiffButtonProps) {
  const [isOpen, setOpen] = useState(false)
  if (!module.installed || !module.upgradeable) return null
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)} aria-label={`View Diff ${module.name}`}>
        View Diff
      </Button>
      {isOpen ? <ModuleDiffModal module={module} portalId={portalId} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
