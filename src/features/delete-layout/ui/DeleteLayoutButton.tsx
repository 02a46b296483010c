// Delete for one layout: asks first (spec 2 section 9 texts), then deletes and says so; a failure shows
// the server's message as a danger alert.
import { Exit, Option } from "effect"
import { useState } from "react"

import { layoutKeys } from "@/entities/layout"
import { failureOf, type Layout, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"

import { deleteLayout } from "../api/deleteLayout.ts"

export const CONFIRM_TITLE = "Are you sure?"
export const CONFIRM_TEXT = "You won't be able to revert this!"
export const CONFIRM_LABEL = "Yes, delete it!"
export const CANCEL_LABEL = "No, cancel!"
export const DELETED_TEXT = "Layout has been deleted!"

export interface DeleteLayoutButtonProps {
  layout: Pick<Layout, "id" | "name">
  onDeleted: (id: number) => void
}

export function DeleteLayoutButton({ layout, onDeleted }: DeleteLayoutButtonProps) {
  const [asking, setAsking] = useState(false)
  const { isPending, run } = useApiAction({ invalidates: [layoutKeys.lists()] })
  const { show } = useAlerts()

  const confirm = async () => {
    const exit = await run(deleteLayout(layout.id))
    setAsking(false)
    if (Exit.isSuccess(exit)) {
      show({ type: "success", content: DELETED_TEXT })
      onDeleted(layout.id)
      return
    }
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
  }

  return (
    <>
      <Button size="sm" variant="danger" aria-label={`Delete ${layout.name}`} onPress={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={CONFIRM_TITLE}
        text={CONFIRM_TEXT}
        confirmLabel={CONFIRM_LABEL}
        cancelLabel={CANCEL_LABEL}
        tone="danger"
        isPending={isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
