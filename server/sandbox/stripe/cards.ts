// Stripe's test cards and card checks. A card's full number is read once to validate it and pick its
// brand and test outcome; only brand, last4, expiry, that outcome and the number's fingerprint are kept.
import { createHash } from "node:crypto"

import type { FormTree } from "./form.ts"
import { text } from "./form.ts"

export const CARD_OUTCOMES = [
  "succeeds",
  "generic_decline",
  "insufficient_funds",
  /** 4000 0000 0000 0069, 0127, 0119: declined with Stripe's own error code (no decline_code). */
  "expired_card",
  "incorrect_cvc",
  "processing_error",
  /** 4000 0025 0000 3155: authenticates every on-session payment; off-session ones once set up. */
  "authentication_unless_setup",
  /** 4000 0027 6000 3184: authenticates every payment, set up or not. */
  "authentication_always",
  /** 4000 0000 0000 3220: 3-D Secure 2, authenticates every payment. */
  "authentication_3ds2",
  /** 4000 0000 0000 0341: saving it succeeds, every charge declines. */
  "decline_after_attach",
  /** 4000 0000 0000 0259: the charge succeeds, then the cardholder disputes it as fraudulent. */
  "dispute_fraudulent",
  /** 4000 0000 0000 5126: the charge succeeds; a refund of it succeeds at first, then fails. */
  "refund_fails"
] as const

export type CardOutcome = (typeof CARD_OUTCOMES)[number]

export interface CardDetails {
  readonly brand: string
  readonly last4: string
  readonly expMonth: number
  readonly expYear: number
  readonly country: string
  readonly outcome: CardOutcome
  /** Stripe's fingerprint: one per card number within the account, whatever the expiry or the PaymentMethod. */
  readonly fingerprint: string
}

/** The card_error Stripe answers with (code, message, optional decline_code and param). */
export interface CardError {
  readonly code: string
  readonly message: string
  readonly decline_code?: string
  readonly param?: string
}

/** Test card numbers with a special outcome; every other valid number succeeds. */
const outcomes: Record<string, CardOutcome> = {
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
  "4000002500003155": "authentication_unless_setup",
  "4000002760003184": "authentication_always",
  "4000000000003220": "authentication_3ds2",
  "4000000000000341": "decline_after_attach",
  "4000000000000259": "dispute_fraudulent",
  "4000000000005126": "refund_fails"
}

/** The decline a charge of this card meets, if any. */
export const declineOf = (outcome: CardOutcome): CardError | undefined => {
  switch (outcome) {
    case "generic_decline":
    case "decline_after_attach":
      return { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }
    case "insufficient_funds":
      return { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." }
    case "expired_card":
      return { code: "expired_card", message: "Your card has expired.", param: "exp_month" }
    case "incorrect_cvc":
      return { code: "incorrect_cvc", message: "Your card's security code is incorrect.", param: "cvc" }
    case "processing_error":
      return { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." }
    default:
      return undefined
  }
}

/** The decline saving this card meets (a SetupIntent, attaching): 0341 saves fine and fails later. */
export const setupDeclineOf = (outcome: CardOutcome): CardError | undefined =>
  outcome === "decline_after_attach" ? undefined : declineOf(outcome)

/**
 * Whether a payment with this card needs the cardholder's authentication: always for 3184 and 3220;
 * for 3155 unless it is an off-session payment with a card set up for off-session use.
 */
export const needsAuthentication = (
  outcome: CardOutcome,
  payment: { readonly offSession: boolean; readonly setUpForOffSession: boolean }
): boolean => {
  switch (outcome) {
    case "authentication_always":
    case "authentication_3ds2":
      return true
    case "authentication_unless_setup":
      return !(payment.offSession && payment.setUpForOffSession)
    default:
      return false
  }
}

/** Whether saving this card (a SetupIntent) asks for authentication, as Stripe's 3-D Secure cards do. */
export const setupNeedsAuthentication = (outcome: CardOutcome): boolean =>
  outcome === "authentication_always" || outcome === "authentication_3ds2" || outcome === "authentication_unless_setup"

/** The off-session decline of a card that needs authentication: nobody is there to authenticate. */
export const authenticationRequired: CardError = {
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication."
}

export const luhnValid = (digits: string): boolean => {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length >= 12 && sum % 10 === 0
}

const brandOf = (digits: string): string => {
  if (digits.startsWith("4")) return "visa"
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard"
  if (two === 34 || two === 37) return "amex"
  if (digits.startsWith("6011") || digits.startsWith("65")) return "discover"
  return "unknown"
}

/**
 * payment_method_data[card][...] checked as Stripe does: Luhn, an expiry not in the past, a 3-4 digit
 * CVC. `now` is injectable so the expiry rule can be tested at a month boundary.
 */
export const readCard = (data: FormTree, now: Date = new Date()): CardDetails | CardError => {
  const number = (text(data, "card", "number") ?? "").replace(/[\s-]/g, "")
  if (!/^\d+$/.test(number) || !luhnValid(number)) {
    return { code: "incorrect_number", param: "number", message: "Your card number is incorrect." }
  }
  const expMonth = Number(text(data, "card", "exp_month") ?? "")
  const rawYear = Number(text(data, "card", "exp_year") ?? "")
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    return { code: "invalid_expiry_month", param: "exp_month", message: "Your card's expiration month is invalid." }
  }
  const year = now.getUTCFullYear()
  if (!Number.isInteger(expYear) || expYear < year || expYear > year + 50) {
    return { code: "invalid_expiry_year", param: "exp_year", message: "Your card's expiration year is invalid." }
  }
  if (expYear === year && expMonth < now.getUTCMonth() + 1) {
    return { code: "invalid_expiry_month", param: "exp_month", message: "Your card's expiration month is invalid." }
  }
  const cvc = text(data, "card", "cvc") ?? ""
  if (!/^\d{3,4}$/.test(cvc)) {
    return { code: "invalid_cvc", param: "cvc", message: "Your card's security code is invalid." }
  }
  return {
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth,
    expYear,
    country: "US",
    outcome: outcomes[number] ?? "succeeds",
    fingerprint: cardFingerprint(number)
  }
}

/** The number is never stored: only this digest of it, salted for the sandbox account as Stripe's is per account. */
const cardFingerprint = (number: string): string =>
  createHash("sha256").update(`sandbox-account:${number}`).digest("base64url").slice(0, 16)

export const isCardError = (value: CardDetails | CardError): value is CardError => "code" in value
