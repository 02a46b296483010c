// A delete that says what it takes: asking loads the server's preview of what goes (child
// portals, running work, layouts, History entries, members left in no agency); confirming deletes, or,
// when work runs, cancels it with the delete (the second choice). A 409 (work started since the preview)
// keeps the question open with the server's words and loads the preview again; 'Deleted!' lists what went.
// Any other failure closes the question and shows a danger alert with the server's message.
import type { QueryKey } from "@tanstack/react-query"
import { Effect, Exit, Option } from "effect"
import { useCallback, useState } from "react"

import {
  type ApiClient,
  type ApiError,
  apiQueryOptions,
  type Deletion,
  failureOf,
  type QueryResult,
  useApiAction,
  useApiQuery
} from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

interface DeletionTarget {
  /** A portal delete's own portal: listed, but not "something else" going with it. */
  readonly named?: number
  /** The preview's query key (loaded fresh each time the question opens). */
  readonly previewKey: QueryKey
  readonly preview: Effect.Effect<Deletion, ApiError, ApiClient>
  /**
   * What the delete changes in the cache: the lists the deleted record leaves (never the record's own
   * prefix, which holds the preview still on screen).
   */
  readonly invalidates: ReadonlyArray<QueryKey>
  /** Deletes; `cancelWork` cancels the running work instead of being refused for it. Answers what went. */
  readonly remove: (cancelWork: boolean) => Effect.Effect<Deletion, ApiError, ApiClient>
}

type ConfirmState =
  | { readonly kind: "idle" }
  | { readonly kind: "asking"; readonly target: DeletionTarget; readonly refusal: string | null }
  | { readonly kind: "deleted"; readonly target: DeletionTarget; readonly deleted: Deletion }

export interface ConfirmDeletion {
  readonly state: ConfirmState
  /** The preview while asking ("loading" otherwise). */
  readonly preview: QueryResult<Deletion>
  readonly isDeleting: boolean
  readonly ask: (target: DeletionTarget) => void
  readonly confirm: (cancelWork: boolean) => void
  readonly close: () => void
}

const CONFLICT = 409

export function useConfirmDeletion(onDeleted: () => void): ConfirmDeletion {
  const [state, setState] = useState<ConfirmState>({ kind: "idle" })
  const { run, isPending } = useApiAction({ invalidates: [] })
  const { show } = useAlerts()
  const asking = state.kind === "asking" ? state.target : null
  // Loaded anew each time the question opens, and left out of the invalidation the delete itself makes
  // (it would ask for the preview of what is gone); a 409 reloads it explicitly.
  const preview = useApiQuery(asking === null ? null : apiQueryOptions(asking.previewKey, asking.preview), { fresh: true })
  const { reload } = preview

  const confirm = useCallback(
    async (cancelWork: boolean) => {
      if (state.kind !== "asking") return
      const exit = await run(state.target.remove(cancelWork), state.target.invalidates)
      if (Exit.isSuccess(exit)) {
        setState({ kind: "deleted", target: state.target, deleted: exit.value })
        onDeleted()
        return
      }
      Option.map(failureOf(exit.cause), (error) => {
        if (error.status === CONFLICT) {
          setState({ kind: "asking", target: state.target, refusal: error.serverMessage ?? error.message })
          reload()
          return
        }
        setState({ kind: "idle" })
        show({ type: "danger", content: error.serverMessage ?? error.message })
      })
    },
    [state, run, onDeleted, reload, show]
  )

  const ask = useCallback((target: DeletionTarget) => setState({ kind: "asking", target, refusal: null }), [])
  const close = useCallback(() => setState({ kind: "idle" }), [])
  return { state, preview, isDeleting: isPending, ask, confirm: (cancelWork) => void confirm(cancelWork), close }
}
