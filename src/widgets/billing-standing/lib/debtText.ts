// The words of an agency's credit debt: what refunds and disputes took back beyond the credits it had
// left. Only what is so today: a dispute won gives the credits back and pays the debt first; a credit
// purchase does not (yet) settle it, so the banner promises nothing about the next purchase.
export const debtText = (credits: number, agencyName: string): string =>
  `Refunds and disputes took back ${credits} credit${credits === 1 ? "" : "s"} more than ${agencyName} had left: ${agencyName} owes ${credits} credit${credits === 1 ? "" : "s"}.`
