// The users drawer's texts. Quoted ones are the specification's (spec 2 sections 5 and 8).
export const DRAWER_TITLE = "Users"
export const CONFIRM_TITLE = "Are you sure?"
export const CONFIRM_TEXT = "You won't be able to revert this!"
export const CONFIRM_LABEL = "Yes, delete it!"
export const CANCEL_LABEL = "No, cancel!"
export const DELETED_TITLE = "Deleted!"
export const DELETED_TEXT = "User has been deleted."
export const WARNING_TITLE = "Warning!"
export const CANNOT_DELETE_SELF = "Can not delete user."

/** Not quoted by the specification: our wording. */
export const ADD_LABEL = "Add User"
export const EDIT_TITLE = "Edit User"
export const LIST_ERROR = "Users could not be loaded."
export const EMPTY_TEXT = "No users found."
export const LIMIT_REACHED = "This agency has reached its user limit."
export const OK_LABEL = "OK"

export const DELETE_TEXTS = {
  confirmTitle: CONFIRM_TITLE,
  confirmText: CONFIRM_TEXT,
  confirmLabel: CONFIRM_LABEL,
  cancelLabel: CANCEL_LABEL,
  okLabel: OK_LABEL
}

/** Pending invitations (our wording). */
export const INVITATIONS_TITLE = "Pending invitations"
export const INVITATIONS_EMPTY = "No pending invitations."
export const INVITATIONS_ERROR = "Invitations could not be loaded."
export const INVITATION_RESENT = "A new invitation link was sent to"
