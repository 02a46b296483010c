// The words of a delete that lists what it takes. The question, the buttons and 'Deleted!' are
// the specification's (spec 2 section 8); the lists are ours.
export const CONFIRM_TITLE = "Are you sure?"
export const CONFIRM_TEXT = "You won't be able to revert this!"
export const CONFIRM_LABEL = "Yes, delete it!"
export const CANCEL_LABEL = "No, cancel!"
/** The second choice while work runs: never the default. */
export const CANCEL_WORK_LABEL = "Cancel the work and delete"
export const DELETED_TITLE = "Deleted!"
export const OK_LABEL = "OK"

export const PREVIEW_LOADING = "Checking what goes with it…"
export const PREVIEW_FAILED = "What goes with it could not be loaded."
export const NOTHING_ELSE = "Nothing else goes with it."
export const WORK_RUNNING_TEXT = "Work is in progress on what this deletes. Deleting now cancels it; it cannot be resumed."

export const GOES_HEADING = "This deletes"
export const WENT_HEADING = "Deleted with it"
export const PORTALS_LABEL = "Portals"
export const WORK_LABEL = "Work in progress"
export const CANCELLED_WORK_LABEL = "Work cancelled"
export const LAYOUTS_LABEL = "Layouts"
export const MEMBERS_LABEL = "Members left in no agency"

export const childOf = (parent: string) => `child of ${parent}`
export const historyEntries = (count: number) => `${count} History ${count === 1 ? "entry" : "entries"}`
export const workStatus = (status: "pending" | "running" | "cancelled") =>
  ({ pending: "waiting", running: "running", cancelled: "cancelled" })[status]
