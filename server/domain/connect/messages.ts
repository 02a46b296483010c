// The texts connecting a portal answers with.
export const PORTAL_LIMIT_REACHED = "Your plan allows no more portals."
export const NO_PRO_LICENCE = "No PRO licence is available."
export const STATE_INVALID = "This sign-in link has expired or was already used. Please try again."
export const HUB_IN_OTHER_AGENCY = "This HubSpot account is already connected to another agency."
export const WRONG_HUB = "Sign in to the HubSpot account of this portal."
export const SIGN_IN_FAILED = "The sign-in with HubSpot could not be completed. Please try again."
export const PORTAL_REQUIRED = "The portal_id field is required."
