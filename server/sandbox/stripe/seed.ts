// The sandbox's fixed catalogue: the plan prices and the coupons Stripe's dashboard would hold. The
// migration writes them once; nothing in the sandbox creates prices or coupons at run time. Amounts are
// cents, as Stripe counts them: the Core plan's $197 a month is 19700.

export interface SeedPrice {
  readonly id: string
  readonly product: string
  readonly unitAmount: number
  readonly currency: string
  readonly interval: "month" | "year"
}

export interface SeedCoupon {
  readonly id: string
  readonly name: string
  readonly percentOff: number | null
  /** Cents, in `currency`. */
  readonly amountOff: number | null
  readonly currency: string | null
  /** False: past its redeem-by date; retrievable but refused when applied, as on Stripe. */
  readonly valid: boolean
}

export const seedPrices: ReadonlyArray<SeedPrice> = [
  { id: "price_core_monthly", product: "prod_core", unitAmount: 19_700, currency: "usd", interval: "month" },
  { id: "price_stack_monthly", product: "prod_stack", unitAmount: 99_700, currency: "usd", interval: "month" },
  { id: "price_pro_monthly", product: "prod_pro", unitAmount: 299_700, currency: "usd", interval: "month" }
]

export const seedCoupons: ReadonlyArray<SeedCoupon> = [
  { id: "SAVE20", name: "20% off", percentOff: 20, amountOff: null, currency: null, valid: true },
  { id: "HALF", name: "50% off", percentOff: 50, amountOff: null, currency: null, valid: true },
  { id: "FREE100", name: "100% off", percentOff: 100, amountOff: null, currency: null, valid: true },
  { id: "TENOFF", name: "$10 off", percentOff: null, amountOff: 1_000, currency: "usd", valid: true },
  { id: "BIGOFF", name: "$100,000 off", percentOff: null, amountOff: 10_000_000, currency: "usd", valid: true },
  { id: "EXPIRED", name: "Expired 30% off", percentOff: 30, amountOff: null, currency: null, valid: false }
]
