// Answers the specification's error catalogue quotes (spec 1 section 8) and the ones the server adds.
export const FORBIDDEN = "You do not have permission to perform this action."
export const NOT_FOUND = "Resource not found."
export const UNAUTHENTICATED = "Unauthenticated."

/** Another account has the address (checked first, and the users_email_unique constraint for races). */
export const EMAIL_TAKEN = "The email has already been taken."

/** The agency is suspended: nothing that spends or changes a portal is allowed (spec 02). */
export const AGENCY_SUSPENDED = "Your agency is suspended."
