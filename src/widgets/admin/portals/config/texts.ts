// The Portals drawer's words (spec 1 sections 5 and 8, spec 2 sections 2, 5 and 8).
export const PORTAL_UPDATED = "The portal was updated"
export const NO_AGENCY = "No Agency"
export const CONFIRM_TITLE = "Are you sure?"
export const CONFIRM_TEXT = "You won't be able to revert this!"
export const CONFIRM_LABEL = "Yes, delete it!"
export const CANCEL_LABEL = "No, cancel!"
export const DELETED_TITLE = "Deleted!"
export const PORTAL_DELETED = "Portal has been deleted."
export const PORTAL_SR_DELETED = "Portal SR has been deleted."

export const DELETE_TEXTS = {
  confirmTitle: CONFIRM_TITLE,
  confirmText: CONFIRM_TEXT,
  confirmLabel: CONFIRM_LABEL,
  cancelLabel: CANCEL_LABEL
}

/** The Health column while the page's health is on its way, and for a row whose health is not known (the request failed). */
export const HEALTH_CHECKING = "Checking health"
export const HEALTH_UNKNOWN = "Health not available"
