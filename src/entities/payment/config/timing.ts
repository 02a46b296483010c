// How long a screen waiting on a payment trusts the realtime event alone, how often it then asks the
// server (which asks the provider), and when it stops and says what it knows.
export interface PaymentWatchTiming {
  /** Milliseconds without the realtime event before the first status read. */
  readonly firstReadMs: number
  /** Milliseconds between status reads. */
  readonly everyMs: number
  /** Milliseconds after which the screen stops waiting and offers 'Check again'. */
  readonly giveUpMs: number
}

export const PAYMENT_WATCH_TIMING: PaymentWatchTiming = { firstReadMs: 5_000, everyMs: 3_000, giveUpMs: 60_000 }
