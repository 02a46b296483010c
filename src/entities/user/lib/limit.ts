// The user limit of an agency (spec 2 sections 5 and 9): at most 100, or fewer when the plan says so.
import { USER_LIMIT } from "@/shared/api"

export const userLimitOf = (planUserLimit: number | null | undefined): number =>
  planUserLimit === null || planUserLimit === undefined ? USER_LIMIT : Math.min(USER_LIMIT, planUserLimit)

/** Add User is disabled once the limit is less than or equal to the current user count. */
export const isAtUserLimit = (planUserLimit: number | null | undefined, usersCount: number): boolean =>
  userLimitOf(planUserLimit) <= usersCount
