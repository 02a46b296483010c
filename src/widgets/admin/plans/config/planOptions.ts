// The Plans drawer's choices and texts (spec 2 sections 2, 8 and 9).
export const PLAN_PAGE_SIZE = 25
export const PLAN_PAGINATION_PADDING = 2
export const PLAN_PAGINATION_GAP = 3

export type PlanTypeValue = "free" | "paid" | "fixed"

export const PLAN_TYPES: ReadonlyArray<{ readonly id: PlanTypeValue; readonly label: string }> = [
  { id: "free", label: "Free" },
  { id: "paid", label: "Subscription" },
  { id: "fixed", label: "One-off Payment" }
]

export const planTypeLabel = (type: PlanTypeValue): string => PLAN_TYPES.find((option) => option.id === type)?.label ?? type

export const CURRENCIES = ["USD", "AUD", "CAD", "EURO", "GBP"] as const
export const INTERVALS = ["monthly", "bi-annually", "annually"] as const
export const MODULE_ACCESS = ["free", "lite", "pro"] as const

export const YES_NO = [
  { id: "yes", label: "Yes" },
  { id: "no", label: "No" }
] as const

export const STATUSES = [
  { id: "1", label: "Active" },
  { id: "0", label: "Inactive" }
] as const

export const PlanText = {
  created: "The plan was created",
  updated: "The plan was updated",
  confirmTitle: "Are you sure?",
  confirmText: "You won't be able to revert this!",
  confirmLabel: "Yes, delete it!",
  cancelLabel: "No, cancel!",
  deletedTitle: "Deleted!",
  deletedText: "Plan has been deleted."
} as const
