// The words of an agency's credit debt: what refunds and disputes took back beyond the credits it had
// left. The next credits bought (or a dispute won) settle it first, before any are added.
export const debtText = (credits: number, agencyName: string): string =>
  credits === 1
    ? `Refunds and disputes took back 1 credit more than ${agencyName} had left: the next credit bought settles this.`
    : `Refunds and disputes took back ${credits} credits more than ${agencyName} had left: the next ${credits} credits bought settle this.`
