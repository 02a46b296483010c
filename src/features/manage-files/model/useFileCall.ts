// Runs one file call: success shows its text, a failure the server's message; unmounting ignores it.
import { type Effect, Exit, Option } from "effect"
import { useCallback } from "react"

import { upgradeKeys } from "@/entities/module"
import { type ApiClient, type ApiError, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

export function useFileCall(portalId: number) {
  // The answer patches the file list; what waits for an upgrade in the portal (the editor bar's dots) is read again.
  const { run, isPending } = useApiAction({ invalidates: [upgradeKeys.ofPortal(portalId)] })
  const { show } = useAlerts()
  const call = useCallback(
    async <A>(effect: Effect.Effect<A, ApiError, ApiClient>, success: string, onDone: (value: A) => void) => {
      const exit = await run(effect)
      if (Exit.isSuccess(exit)) {
        onDone(exit.value)
        show({ type: "success", content: success })
        return
      }
      Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
    },
    [run, show]
  )
  return { call, isPending }
}
