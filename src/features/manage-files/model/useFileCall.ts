// Runs one file call: success shows its text, a failure the server's message; unmounting ignores it.
import { type Effect, Exit, Option } from "effect"
import { useSetAtom } from "jotai"
import { useCallback } from "react"
import { markUpgradesChangedAtom } from "@/entities/module"
import { type ApiClient, type ApiError, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

export function useFileCall() {
  const { run, isPending } = useApiAction()
  const { show } = useAlerts()
  // Every file call may add or clear the Files red dot in the editor bar.
  const markUpgradesChanged = useSetAtom(markUpgradesChangedAtom)
  const call = useCallback(
    async <A,>(effect: Effect.Effect<A, ApiError, ApiClient>, success: string, onDone: (value: A) => void) => {
      const exit = await run(effect)
      if (Exit.isSuccess(exit)) {
        onDone(exit.value)
        markUpgradesChanged()
        show({ type: "success", content: success })
        return
      }
      Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
    },
    [run, show, markUpgradesChanged]
  )
  return { call, isPending }
}
