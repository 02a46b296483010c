// Runs one file call: first the overwrite review (files the portal holds edited in HubSpot are not
// overwritten without the user's choice), then the write with those choices; success shows its text, a
// failure the server's message; a cancelled review or unmounting says nothing.
import { type Effect, Exit, Option } from "effect"
import { useCallback } from "react"

import { upgradeKeys } from "@/entities/module"
import { type OverwriteOperation, type Resolutions, useOverwriteReview } from "@/entities/overwrite"
import { type ApiClient, type ApiError, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

export function useFileCall(portalId: number) {
  // The answer patches the file list; what waits for an upgrade in the portal (the editor bar's dots) is read again.
  const { run, isPending } = useApiAction({ invalidates: [upgradeKeys.ofPortal(portalId)] })
  const overwrite = useOverwriteReview()
  const { show } = useAlerts()
  const call = useCallback(
    async <A>(
      operation: OverwriteOperation,
      write: (resolutions: Resolutions) => Effect.Effect<A, ApiError, ApiClient>,
      success: string,
      onDone: (value: A) => void
    ) => {
      const exit = await overwrite.guard(portalId, operation, (resolutions) => run(write(resolutions)))
      if (exit === null) return
      if (Exit.isSuccess(exit)) {
        onDone(exit.value)
        show({ type: "success", content: success })
        return
      }
      Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
    },
    [overwrite, portalId, run, show]
  )
  return { call, isPending: isPending || overwrite.isChecking, overwrite: overwrite.modal }
}
