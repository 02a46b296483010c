// The review an action flow runs right before it writes files into a portal: the check reads what the
// write would overwrite; nothing edited means no modal and an empty list of resolutions, otherwise the
// modal asks and the promise settles with the user's choices (or null when they cancel). `guard` wraps
// the write itself: a 409 40901 (a file edited again since the review) reads and asks once more.
import { type Exit, Exit as ExitOf, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"

import { type ApiError, CRM_BAD_REFRESH_TOKEN_MESSAGE, failureOf, StatusCode, useApiAction } from "@/shared/api"

import { checkOverwrite } from "../api/checkOverwrite.ts"
import { isReviewRefusal } from "./reviewAgain.ts"
import type { FileResolution, OverwriteCheck, OverwriteOperation } from "./types.ts"

export type OverwriteReviewState =
  | { readonly kind: "closed" }
  /** `again`: the write was refused because a file changed after the review; the modal says so. */
  | { readonly kind: "loading"; readonly again: boolean }
  | { readonly kind: "failed"; readonly message: string; readonly again: boolean }
  | { readonly kind: "ready"; readonly check: OverwriteCheck; readonly again: boolean }

/** What OverwriteReviewModal needs from the hook. */
export interface OverwriteReviewBinding {
  readonly state: OverwriteReviewState
  /**
   * The review has been shown in the flow under way: true from the modal's opening until the flow's write (or its
   * cancelling) has ended, so a dialog that stepped aside for it does not flash back between the two.
   */
  readonly isReviewing: boolean
  readonly onRetry: () => void
  readonly onCancel: () => void
  readonly onContinue: (resolutions: ReadonlyArray<FileResolution>) => void
}

export type Resolutions = ReadonlyArray<FileResolution>

export interface OverwriteReview {
  /** Resolves with the choices ([] when nothing edited is overwritten: no modal), or null when cancelled. */
  readonly review: (portalId: number, operation: OverwriteOperation, options?: { readonly again?: boolean }) => Promise<Resolutions | null>
  /**
   * Reviews, then writes with the choices; a write refused for a file edited again is reviewed again and
   * written again. Null when the user cancelled (nothing was written).
   */
  readonly guard: <A>(
    portalId: number,
    operation: OverwriteOperation,
    write: (resolutions: Resolutions) => Promise<Exit.Exit<A, ApiError>>
  ) => Promise<Exit.Exit<A, ApiError> | null>
  /** The first check is running (no modal yet): the caller's button shows it is busy. */
  readonly isChecking: boolean
  readonly modal: OverwriteReviewBinding
}

const CLOSED: OverwriteReviewState = { kind: "closed" }

/** A write refused this many times in a row is reported as it is rather than asked about again. */
const MAX_REVIEWS = 3

const needsReconnect = (error: ApiError): boolean =>
  error.statusCode === StatusCode.CrmReconnect || error.serverMessage === CRM_BAD_REFRESH_TOKEN_MESSAGE

/**
 * The check refused the operation itself (already at that version, theme files needed first, the grant lacks
 * HubDB, a suspended agency …): the write would be refused the same way, and its flow says so in its own words
 * (its dialog's error, Reauthorize), so the review steps aside and lets the write answer. A file edited meanwhile
 * is still caught by the write's 40901. A failed check (the network, the server, HubSpot busy) is the review's to
 * show, with Retry.
 */
const refusesTheOperation = (error: ApiError): boolean =>
  error.statusCode === StatusCode.CrmPermissions || [400, 403, 404, 409, 422].includes(error.status)

interface Pending {
  readonly portalId: number
  readonly operation: OverwriteOperation
  readonly again: boolean
  readonly resolve: (resolutions: Resolutions | null) => void
}

export function useOverwriteReview(): OverwriteReview {
  // The check writes nothing: no read changes.
  const { run, isPending } = useApiAction({ invalidates: [] })
  const [state, setState] = useState<OverwriteReviewState>(CLOSED)
  const [shown, setShown] = useState(false)
  const pending = useRef<Pending | null>(null)
  // guard() keeps `shown` through its write and clears it when the write has ended.
  const guarding = useRef(false)

  const finish = useCallback((resolutions: Resolutions | null) => {
    setState(CLOSED)
    const waiting = pending.current
    pending.current = null
    waiting?.resolve(resolutions)
    // After the caller's own continuation (a microtask queued by the resolve above), in the same render as its changes.
    if (!guarding.current) queueMicrotask(() => setShown(false))
  }, [])

  const open = useCallback((next: OverwriteReviewState) => {
    setShown(true)
    setState(next)
  }, [])

  // A flow whose component goes away is told the review ended without a choice.
  useEffect(() => () => pending.current?.resolve(null), [])

  const load = useCallback(
    async (asked: Pending, showLoading: boolean) => {
      if (showLoading) open({ kind: "loading", again: asked.again })
      const exit = await run(checkOverwrite(asked.portalId, asked.operation))
      // A newer review took over meanwhile.
      if (pending.current !== asked) return
      if (ExitOf.isSuccess(exit)) {
        if (exit.value.files.length === 0) return finish([])
        return open({ kind: "ready", check: exit.value, again: asked.again })
      }
      Option.match(failureOf(exit.cause), {
        // Interrupted (the component went away).
        onNone: () => finish(null),
        // The CRM connection must be renewed: the app's reconnect takes over (the flow may resume after it).
        onSome: (error) =>
          needsReconnect(error)
            ? finish(null)
            : refusesTheOperation(error)
              ? finish([])
              : open({ kind: "failed", message: error.serverMessage ?? error.message, again: asked.again })
      })
    },
    [run, finish, open]
  )

  const review = useCallback(
    (portalId: number, operation: OverwriteOperation, options?: { readonly again?: boolean }) =>
      new Promise<Resolutions | null>((resolve) => {
        pending.current?.resolve(null)
        const again = options?.again ?? false
        const asked: Pending = { portalId, operation, again, resolve }
        pending.current = asked
        // The first check shows on the caller's button; a second one opens the modal at once with its notice.
        void load(asked, again)
      }),
    [load]
  )

  const guard = useCallback(
    async <A>(
      portalId: number,
      operation: OverwriteOperation,
      write: (resolutions: Resolutions) => Promise<Exit.Exit<A, ApiError>>
    ): Promise<Exit.Exit<A, ApiError> | null> => {
      guarding.current = true
      try {
        let resolutions = await review(portalId, operation)
        for (let round = 1; resolutions !== null; round++) {
          const exit = await write(resolutions)
          if (round >= MAX_REVIEWS || !isReviewRefusal(exit)) return exit
          resolutions = await review(portalId, operation, { again: true })
        }
        return null
      } finally {
        guarding.current = false
        queueMicrotask(() => setShown(false))
      }
    },
    [review]
  )

  const onRetry = useCallback(() => {
    if (pending.current !== null) void load(pending.current, true)
  }, [load])
  const onCancel = useCallback(() => finish(null), [finish])

  return {
    review,
    guard,
    isChecking: isPending && state.kind === "closed",
    modal: { state, isReviewing: shown || state.kind !== "closed", onRetry, onCancel, onContinue: finish }
  }
}
