// The hand-over between whoever asks for credits and the Buy Credits modal (mounted once in the app
// layer). A chained purchase (Buy & Install with no credit, spec 2 section 4) carries a token naming the
// module button that started it; when the purchase succeeds the modal hands the token back and that
// button reopens Confirm Purchase.
import { atom } from "jotai"

export interface CreditPurchaseRequest {
  readonly agencyId: number
  /** Credits the caller lacks; the plan step preselects this count. */
  readonly needed: number
  readonly chain: string | null
}

/** Set before opening the "credit-purchase" modal; null means the user menu's Buy (1 credit, active agency). */
export const creditPurchaseAtom = atom<CreditPurchaseRequest | null>(null)

/** The token of the chained purchase that just succeeded, until its button takes it. */
export const creditChainResumeAtom = atom<string | null>(null)

export const chainToken = (portalId: number, moduleKey: string): string => `${portalId}:${moduleKey}`
