// 'Update All' (spec 2 section 2): shown only while some file is upgradeable.
import type { ThemeFile } from "@/shared/api"
import { Button } from "@/shared/ui/button"

import { upgradeAllFiles } from "../api/fileActions.ts"
import { ALL_FILES_UPDATED } from "../model/messages.ts"
import { useFileCall } from "../model/useFileCall.ts"

export interface UpdateAllButtonProps {
  files: ReadonlyArray<ThemeFile>
  portalId: number
  isDisabled?: boolean
  onChanged: (files: ReadonlyArray<ThemeFile>) => void
}

export function UpdateAllButton({ files, portalId, isDisabled = false, onChanged }: UpdateAllButtonProps) {
  const { call, isPending } = useFileCall(portalId)
  if (!files.some((file) => file.upgradeable)) return null
  return (
    <Button
      size="sm"
      onPress={() => void call(upgradeAllFiles(portalId), ALL_FILES_UPDATED, onChanged)}
      isDisabled={isDisabled}
      isPending={isPending}
    >
      Update All
    </Button>
  )
}
