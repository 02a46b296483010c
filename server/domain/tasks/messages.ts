import { INVALID_SORT_BY } from "../messages.ts"
// The texts task requests answer with (the issue leaves them to us; README '### Task requests' lists them).
export const TASKS_NOT_ENABLED = "Task requests are not enabled for your agency."
export const taskLimitReached = (limit: number) =>
  `Your agency can have at most ${limit} open ${limit === 1 ? "request" : "requests"}. Close one or ask us to raise the limit.`
export const NOT_OWN_PORTAL = "portal_id: The selected portal is not one of your agency's portals."
export const DUE_DATE_INVALID = "due_date: The due date must be a valid date (YYYY-MM-DD)."
export const DUE_DATE_PAST = "due_date: The due date may not be in the past."
export const EDIT_ONLY_NEW = "status: A request can be edited only while it is New."
export const CANCEL_ONLY_OPEN = "status: Only an open request can be cancelled."
export const NOTHING_TO_CHANGE = "The request body must change the assignee or the status."
export const SORT_INVALID = INVALID_SORT_BY
