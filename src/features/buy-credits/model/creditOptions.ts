// The plan step's options (spec 2 sections 3 and 4): the credits needed (or 1), preselected, then every
// larger pack, each priced as the server will charge (a pack's amount, else the per-credit base amount).
import { creditAmount, type CreditPack, type CreditPlanOption } from "@/shared/api"

export const creditOptions = (packs: ReadonlyArray<CreditPack>, needed: number): ReadonlyArray<CreditPlanOption> => {
  const count = Math.max(1, Math.ceil(needed))
  const sorted = [...packs].sort((a, b) => a.credit - b.credit)
  const own = sorted.find((pack) => pack.credit === count)
  const first: CreditPlanOption = { credit: count, amount: creditAmount(count, sorted), saving: own?.saving ?? null, is_selected: true }
  const larger = sorted.filter((pack) => pack.credit > count)
  return [first, ...larger.map(({ credit, amount, saving }) => ({ credit, amount, saving, is_selected: false }))]
}

export const formatAmount = (amount: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(
    amount
  )

export const creditsLabel = (credit: number): string => `${credit} Credit${credit === 1 ? "" : "s"}`

/** "$45 per credit": what a pack makes one credit cost, to compare packs. */
export const perCreditLabel = (option: Pick<CreditPlanOption, "credit" | "amount">): string =>
  `${formatAmount(Math.round((option.amount / option.credit) * 100) / 100)} per credit`

/** "Save 10%", or nothing for a pack without a saving. */
export const savingLabel = (saving: string | null): string => (saving !== null && saving.trim() !== "" ? `Save ${saving}` : "")
