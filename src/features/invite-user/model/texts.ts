// Texts of the invite and edit forms. Quoted ones are the specification's (spec 1 sections 5, 6 and 8).
export const ADMIN_CREATED = "Admin Created"
export const INVITATION_SENT = "Invitation Sent"
export const USER_UPDATED = "The user was updated"
export const NO_AGENCY_FOUND = "Oops! No elements found. Consider changing the search query."
export const DITTO_ACCESS = "Ditto Access"
export const SUPPORT_TEAM = "Support Team"

/** Not quoted by the specification: our wording. */
export const PORTAL_ACCESS_HINT = "Leave every portal unticked to give access to all portals of the agency."
