// The button of one theme file: Add, Update and Revert call the server; Added has nothing to do.
import { useEffect, useLayoutEffect, useRef } from "react"

import { OverwriteReviewModal } from "@/entities/overwrite"
import { armPendingCrmAction, disarmPendingCrmAction, takeReadyCrmAction } from "@/entities/portal"
import type { ThemeFile } from "@/shared/api"
import { Button } from "@/shared/ui/button"

import { changeFile } from "../api/fileActions.ts"
import { fileChangeOf, fileSuccessMessage } from "../model/messages.ts"
import { useFileCall } from "../model/useFileCall.ts"

export interface FileActionButtonProps {
  file: ThemeFile
  portalId: number
  /** A suspended agency cannot change files. */
  isDisabled?: boolean
  onChanged: (files: ReadonlyArray<ThemeFile>) => void
}

export function FileActionButton({ file, portalId, isDisabled = false, onChanged }: FileActionButtonProps) {
  const { call, isPending, overwrite } = useFileCall(portalId)
  const change = fileChangeOf(file)
  // A press answered 40001 leaves for the CRM's consent page; after the reconnect the editor
  // opens this drawer again and the same press runs once more (see entities/portal pendingCrmAction).
  const action = `file:${change ?? "none"}:${file.path}`
  const press = () => {
    if (change === null) return
    armPendingCrmAction({ portalId, drawer: "files", action, label: `${file.button_state} ${file.name}` })
    void call(
      { kind: "file", action: change, file: file.path },
      (resolutions) => changeFile(change, file.path, portalId, resolutions),
      fileSuccessMessage(file.name, change),
      (changed) => onChanged([changed])
    ).finally(() => disarmPendingCrmAction(action))
  }
  const latestPress = useRef(press)
  useLayoutEffect(() => {
    latestPress.current = press
  })
  useEffect(() => {
    if (takeReadyCrmAction(portalId, action)) latestPress.current()
  }, [portalId, action])
  return (
    <>
      <Button
        size="sm"
        variant={change === null ? "secondary" : "primary"}
        onPress={press}
        isDisabled={isDisabled || change === null}
        isPending={isPending}
        aria-label={`${file.button_state} ${file.name}`}
      >
        {file.button_state}
      </Button>
      <OverwriteReviewModal {...overwrite} />
    </>
  )
}
