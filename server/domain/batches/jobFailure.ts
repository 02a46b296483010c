// Why a batch job failed, and whether trying again can help. A CRM that is busy (rate limited, 503) or
// unreachable (500) may answer later; a refusal (missing theme files, reconnect needed, no permission, no
// such page) will be the same next time, so the job fails at once and the user is told why.
import { Data, Effect, Option } from "effect"

import type { User } from "#contract/user.ts"

export class JobFailure extends Data.TaggedError("JobFailure")<{
  readonly message: string
  readonly retryable: boolean
  /** The job waits for others of its batch: tried again shortly, without spending an attempt. */
  readonly waiting?: boolean
}> {}

/** Wire errors that another attempt may get past. */
const transientTags = new Set(["ServiceUnavailable", "ServerError"])

/** A job's failure as the batch records it: the answer's message when there is one. */
export const describeJobFailure = (error: unknown): JobFailure => {
  if (error instanceof JobFailure) return error
  if (typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string") {
    const tag = (error as { _tag?: unknown })._tag
    return new JobFailure({ message: (error as { message: string }).message, retryable: typeof tag === "string" && transientTags.has(tag) })
  }
  return new JobFailure({ message: String(error), retryable: false })
}

/**
 * A job that cannot run yet (it waits for others of its batch): tried again shortly. Waiting spends no
 * attempt, since the jobs waited for may take longer than all of a job's retries (a paced batch of 250
 * pages, or their own backoff).
 */
export const notYet = (message: string) => new JobFailure({ message, retryable: true, waiting: true })

/** The user a job runs as (who started its batch); a job whose starter was deleted fails for good. */
export const jobStarter = <E, R>(createdBy: number | null, byId: (id: number) => Effect.Effect<Option.Option<User>, E, R>) =>
  (createdBy === null ? Effect.succeed(Option.none<User>()) : byId(createdBy)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new JobFailure({ message: "The user who started this batch no longer exists.", retryable: false })),
        onSome: Effect.succeed
      })
    )
  )
