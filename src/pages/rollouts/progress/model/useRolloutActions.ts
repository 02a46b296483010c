// The rollout's state changes as the progress page runs them: pause, resume and cancel answer the rollout as it
// is now (it replaces the one on screen); a rollback answers the new rollout, which the page then shows.
import { useNavigate } from "@tanstack/react-router"
import { Exit } from "effect"
import { useState } from "react"

import { changeRollout, type Rollout, rolloutKeys, type RolloutStateChange } from "@/entities/rollout"
import { failureOf, useApiAction } from "@/shared/api"
import { rolloutHref } from "@/shared/config"

export interface RolloutActions {
  /** The change being confirmed (cancel, rollback) or running. */
  readonly pending: RolloutStateChange | null
  readonly isRunning: boolean
  readonly error: string | null
  readonly clearError: () => void
  /** Resolves true when the server took the change. */
  readonly run: (change: RolloutStateChange) => Promise<boolean>
}

export function useRolloutActions(rollout: Rollout, replace: (next: Rollout) => void): RolloutActions {
  const navigate = useNavigate()
  const [pending, setPending] = useState<RolloutStateChange | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The lists show its status and counts; a rollback also changes the original (now rolled back).
  const { run: runAction, isPending } = useApiAction({ invalidates: [rolloutKeys.lists()] })

  const run = async (change: RolloutStateChange) => {
    setPending(change)
    setError(null)
    const invalidates = change === "rollback" ? [rolloutKeys.lists(), rolloutKeys.record(rollout.id)] : undefined
    const exit = await runAction(changeRollout(rollout.id, change), invalidates)
    setPending(null)
    if (Exit.isSuccess(exit)) {
      if (change === "rollback") void navigate({ href: rolloutHref(exit.value.id) })
      else replace(exit.value)
      return true
    }
    const failure = failureOf(exit.cause)
    if (failure._tag === "Some") setError(failure.value.message)
    return false
  }

  return { pending, isRunning: isPending, error, clearError: () => setError(null), run }
}
