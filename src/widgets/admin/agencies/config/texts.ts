// The agencies drawer's texts. Quoted ones are the specification's (spec 1 section 8, spec 2 sections 2,
// 5 and 8); the rest are our wording where the specification shows none.
export const DRAWER_TITLE = "Agencies"
export const ADD_LABEL = "Add Agency"
export const CREATED = "The agency was created"
export const UPDATED = "The agency was updated"
export const DELETED_TEXT = "Agency has been deleted."

/** Not quoted by the specification. */
export const ADD_TITLE = "Add Agency"
export const EDIT_TITLE = "Edit Agency"
export const SEARCH_LABEL = "Search agencies"
export const LIST_ERROR = "Agencies could not be loaded."
export const EMPTY_TEXT = "No agencies yet."
export const NO_MATCH_TEXT = "No agencies match this search."

/** After a save that appointed the agency's admin: who was invited, or who was made its admin. */
export const adminInvitedText = (email: string): string => `The invitation was sent to ${email}.`
export const adminMadeText = (email: string): string => `${email} was made its admin.`

/** The Credit cell's note when refunds and disputes took back more credits than the agency had left. */
export const creditDebtNote = (credits: number): string => `owes ${credits}`
/** The edit form's word on it: the debt is the billing's record, not a field of the form. */
export const creditDebtText = (credits: number): string =>
  `Refunds and disputes took back ${credits} credit${credits === 1 ? "" : "s"} more than this agency had left: it owes ${credits}, settled by the next credits it buys. Credit Limit does not change this.`
