// Runs one file call: success shows its text, a failure the server's message; unmounting ignores it.
import { type Effect, Exit, Option } from "effect"
import { useCallback } from "react"

import { type ApiClient, type ApiError, failureOf, queryKey, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

export function useFileCall() {
  // The answer patches the file list; the editor bar's upgrade dots are read again.
  const { run, isPending } = useApiAction({ invalidates: [queryKey("upgrades")] })
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
