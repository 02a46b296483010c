// 'View Diff' on a file the portal holds at an older version: opens the side-by-side modal.
import { useState } from "react"

import type { ThemeFile } from "@/shared/api"
import { Button } from "@/shared/ui/button"

import { FileDiffModal } from "./FileDiffModal.tsx"

export interface ViewDiffButtonProps {
  file: ThemeFile
  portalId: number
}

export function ViewDiffButton({ file, portalId }: ViewDiffButtonProps) {
  const [isOpen, setOpen] = useState(false)
  if (!file.upgradeable) return null
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)} aria-label={`View Diff ${file.name}`}>
        View Diff
      </Button>
      {isOpen ? <FileDiffModal file={file} portalId={portalId} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
