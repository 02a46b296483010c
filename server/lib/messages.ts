// Answers that more than one folder gives in the same words (the specification's error catalogue).

/** A service we depend on (the CRM, the payment provider) did not answer: the user may try again. */
export const CONNECTION_ISSUES = "We are currently experiencing connection issues. Please try again!"
