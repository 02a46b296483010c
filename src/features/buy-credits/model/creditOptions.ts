// The plan step's options (spec 2 section 4): the credits needed, then up to the next larger packs, each
// priced as the server will charge (a pack's amount, else the per-credit base amount).
import { creditAmount, type CreditPack } from "@/shared/api"

export interface CreditOption {
  readonly credit: number
  /** Whole currency units. */
  readonly amount: number
  readonly saving: string | null
}

/** How many larger packs follow the needed count. */
export const LARGER_PACKS = 2

export const creditOptions = (packs: ReadonlyArray<CreditPack>, needed: number): ReadonlyArray<CreditOption> => {
  const count = Math.max(1, Math.ceil(needed))
  const sorted = [...packs].sort((a, b) => a.credit - b.credit)
  const own = sorted.find((pack) => pack.credit === count)
  const first: CreditOption = { credit: count, amount: creditAmount(count, sorted), saving: own?.saving ?? null }
  const larger = sorted.filter((pack) => pack.credit > count).slice(0, LARGER_PACKS)
  return [first, ...larger.map(({ credit, amount, saving }) => ({ credit, amount, saving }))]
}

export const formatAmount = (amount: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount)

export const creditsLabel = (credit: number): string => `${credit} Credit${credit === 1 ? "" : "s"}`
