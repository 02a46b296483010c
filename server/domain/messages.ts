// Answers the specification's error catalogue quotes (spec 1 section 8) and the ones the server adds.
import { requiredMessage } from "#contract/field-errors.ts"

export const FORBIDDEN = "You do not have permission to perform this action."
export const NOT_FOUND = "Resource not found."
export const UNAUTHENTICATED = "Unauthenticated."

/** Another account has the address (checked first, and the users_email_unique constraint for races). */
export const EMAIL_TAKEN = "The email has already been taken."

/** The agency is suspended: nothing that spends or changes a portal is allowed (spec 02). */
export const AGENCY_SUSPENDED = "Your agency is suspended."

// Validation answers several services give.
/** The list endpoints' sort_by is not one of their columns. */
export const INVALID_SORT_BY = "The selected sort_by is invalid."
/** A background job's portal was deleted meanwhile. */
export const PORTAL_GONE = "The portal no longer exists."
/** A module or file has no earlier version. */
export const NOTHING_TO_REVERT = "There is no previous version to revert to."
export const INVALID_AGENCY = "The selected agency_id is invalid."
/** Worded as the schemas word a missing field ("The agency id field is required."), as the forms say it too. */
export const AGENCY_REQUIRED = requiredMessage("agency_id")
export const NAME_REQUIRED = "The name field is required."
export const PASSWORD_REQUIRED = "The password field is required."
export const PASSWORD_CONFIRMATION_MISMATCH = "The password confirmation does not match."
export const GUEST_AGENCY_UNDELETABLE = "The guest demo agency can not be deleted."
