// 'Change Log' on a module row: opens the modal listing the module's versions.
import { useState } from "react"

import type { Module } from "@/shared/api"
import { Button } from "@/shared/ui/button"

import { ChangeLogModal } from "./ChangeLogModal.tsx"

export interface ChangeLogButtonProps {
  module: Pick<Module, "name" | "change_log" | "installed_version">
}

export function ChangeLogButton({ module }: ChangeLogButtonProps) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="ghost" onPress={() => setOpen(true)} aria-label={`Change Log ${module.name}`}>
        Change Log
      </Button>
      {isOpen ? <ChangeLogModal module={module} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
