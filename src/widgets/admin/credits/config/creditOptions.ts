// The Credits drawer's constants and texts (spec 2 sections 2, 8 and 9).
export const CREDIT_PAGE_SIZE = 25
export const CREDIT_PAGINATION_PADDING = 2
export const CREDIT_PAGINATION_GAP = 3

export const CreditText = {
  created: "The credit was created",
  updated: "The credit was updated",
  confirmTitle: "Are you sure?",
  confirmText: "You won't be able to revert this!",
  confirmLabel: "Yes, delete it!",
  cancelLabel: "No, cancel!",
  deletedTitle: "Deleted!",
  deletedText: "Credit has been deleted."
} as const
