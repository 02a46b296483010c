// Stripe's test cards and card checks. A card's full number is read once to validate it and pick its
// brand and test outcome; only brand, last4, expiry and that outcome are kept.
import type { FormTree } from "./form.ts"
import { text } from "./form.ts"

export type CardOutcome = "succeeds" | "generic_decline" | "insufficient_funds"

export interface CardDetails {
  readonly brand: string
  readonly last4: string
  readonly expMonth: number
  readonly expYear: number
  readonly country: string
  readonly outcome: CardOutcome
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
  "4000000000009995": "insufficient_funds"
}

export const declineOf = (outcome: CardOutcome): CardError | undefined => {
  switch (outcome) {
    case "succeeds":
      return undefined
    case "generic_decline":
      return { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }
    case "insufficient_funds":
      return { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." }
  }
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
  return { brand: brandOf(number), last4: number.slice(-4), expMonth, expYear, country: "US", outcome: outcomes[number] ?? "succeeds" }
}

export const isCardError = (value: CardDetails | CardError): value is CardError => "code" in value
