// The users drawer's answers (spec 1 sections 5 and 6); the ones other services give too live in
// server/domain/messages.ts.
export const CANNOT_DELETE_SELF = "Can not delete user."
export const USER_LIMIT_REACHED = "The user limit of this agency has been reached."
export const ALREADY_MEMBER = "This user is already a member of the agency."
export const INVALID_PORTAL_ACCESS = "The selected portal_access is invalid."
export const ADMIN_CREATED = "Admin Created"
export const INVITATION_SENT = "Invitation Sent"
export const USER_DELETED = "User has been deleted."
export const INVITATION_REVOKED = "The invitation was revoked."
export const INVITATION_NOT_PENDING = "This invitation is no longer pending."
