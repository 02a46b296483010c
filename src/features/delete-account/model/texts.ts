// The Delete Account section's words: the section and buttons (spec 2 section 2), the delete
// confirmation (spec 2 section 5) and the success title (spec 2 section 8).
export const SECTION_TITLE = "Delete Account"
export const DELETE_AGENCY_LABEL = "Delete Agency Account"
export const DELETE_USER_LABEL = "Delete My User Account"
export const CONFIRM_TITLE = "Are you sure?"
export const CONFIRM_TEXT = "You won't be able to revert this!"
export const CONFIRM_LABEL = "Yes, delete it!"
export const CANCEL_LABEL = "No, cancel!"
export const DELETED_TITLE = "Deleted!"
export const SECTION_NOTE = "Deleting an account cannot be undone. You will be logged out."
