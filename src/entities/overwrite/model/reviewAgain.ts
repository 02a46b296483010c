// A write refused because an edited file had no (or a stale) resolution: nothing was written, and the flow
// reads the portal again and asks again.
import { Cause, Exit, Option } from "effect"

import { type ApiError, OVERWRITE_REVIEW_CODE } from "@/shared/api"

export const REVIEW_AGAIN_NOTICE = "A file was edited in HubSpot again since your review. Review it again."

export const isOverwriteReviewError = (error: Pick<ApiError, "status" | "statusCode">): boolean =>
  error.status === 409 && error.statusCode === OVERWRITE_REVIEW_CODE

export const isReviewRefusal = <A>(exit: Exit.Exit<A, ApiError>): boolean =>
  Exit.isFailure(exit) && Option.exists(Cause.failureOption(exit.cause), isOverwriteReviewError)
