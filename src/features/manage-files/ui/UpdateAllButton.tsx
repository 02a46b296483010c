// 'Update All' (spec 2 section 2): shown only while some file is upgradeable.
import { OverwriteReviewModal } from "@/entities/overwrite"
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
  const { call, isPending, overwrite } = useFileCall(portalId)
  // The review stays mounted while it is open: the update it guards may be under way.
  if (!files.some((file) => file.upgradeable) && overwrite.state.kind === "closed") return null
  return (
    <>
      <Button
        size="sm"
        onPress={() =>
          void call(
            { kind: "file", action: "upgrade-all" },
            (resolutions) => upgradeAllFiles(portalId, resolutions),
            ALL_FILES_UPDATED,
            onChanged
          )
        }
        isDisabled={isDisabled}
        isPending={isPending}
      >
        Update All
      </Button>
      <OverwriteReviewModal {...overwrite} />
    </>
  )
}
