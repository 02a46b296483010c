// The sandbox card form's rules (Stripe's own wording, so both card forms read alike) and the
// form-encoded body the sandbox confirm endpoints take.
import type { BillingDetails } from "@/shared/api"

export interface SandboxCard {
  readonly number: string
  /** As typed: "MM / YY". */
  readonly expiry: string
  readonly cvc: string
}

export const EMPTY_CARD: SandboxCard = { number: "", expiry: "", cvc: "" }

export interface CardErrors {
  readonly number?: string
  readonly expiry?: string
  readonly cvc?: string
}

export const CardMessage = {
  NumberIncomplete: "Your card number is incomplete.",
  NumberInvalid: "Your card number is invalid.",
  ExpiryIncomplete: "Your card's expiration date is incomplete.",
  ExpiryPast: "Your card's expiration date is in the past.",
  ExpiryMonth: "Your card's expiration month is invalid.",
  CvcIncomplete: "Your card's security code is incomplete."
} as const

const digits = (text: string): string => text.replace(/\D/g, "")

/** Groups of four, as a card reads: "4242 4242 4242 4242". */
export const formatCardNumber = (text: string): string =>
  digits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ")

/** "MM / YY" while typing; a lone first digit above 1 is a month ("4" → "04 / "). */
export const formatExpiry = (text: string): string => {
  let value = digits(text).slice(0, 4)
  if (value.length === 1 && Number(value) > 1) value = `0${value}`
  return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2)}` : value
}

const luhn = (number: string): boolean => {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export const parseExpiry = (expiry: string): { month: number; year: number } | null => {
  const value = digits(expiry)
  if (value.length !== 4) return null
  return { month: Number(value.slice(0, 2)), year: 2000 + Number(value.slice(2)) }
}

/** Every field's problem; `now` decides whether the date is past. */
export const validateCard = (card: SandboxCard, now: Date = new Date()): CardErrors => {
  const errors: { number?: string; expiry?: string; cvc?: string } = {}
  const number = digits(card.number)
  if (number.length < 16) errors.number = CardMessage.NumberIncomplete
  else if (!luhn(number)) errors.number = CardMessage.NumberInvalid
  const expiry = parseExpiry(card.expiry)
  if (expiry === null) errors.expiry = CardMessage.ExpiryIncomplete
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = CardMessage.ExpiryMonth
  else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) {
    errors.expiry = CardMessage.ExpiryPast
  }
  if (digits(card.cvc).length < 3) errors.cvc = CardMessage.CvcIncomplete
  return errors
}

export const firstCardError = (errors: CardErrors): string | null => errors.number ?? errors.expiry ?? errors.cvc ?? null

/**
 * The confirm call's form fields, named as the payment provider names them; a payment also names its
 * return_url. use_stripe_sdk, as Stripe.js sends it, keeps 3-D Secure in the app's frame (answered by
 * message) even with a return_url: the app refuses to be framed, so a redirect back could not end it.
 */
export const confirmBody = (
  clientSecret: string,
  card: SandboxCard,
  billing?: Partial<BillingDetails>,
  returnUrl?: string
): URLSearchParams => {
  const body = new URLSearchParams({ client_secret: clientSecret, "payment_method_data[type]": "card", use_stripe_sdk: "true" })
  if (returnUrl !== undefined) body.set("return_url", returnUrl)
  const expiry = parseExpiry(card.expiry)
  body.set("payment_method_data[card][number]", digits(card.number))
  body.set("payment_method_data[card][exp_month]", String(expiry?.month ?? ""))
  body.set("payment_method_data[card][exp_year]", String(expiry?.year ?? ""))
  body.set("payment_method_data[card][cvc]", digits(card.cvc))
  if (billing?.name) body.set("payment_method_data[billing_details][name]", billing.name)
  if (billing?.email) body.set("payment_method_data[billing_details][email]", billing.email)
  if (billing?.country) body.set("payment_method_data[billing_details][address][country]", billing.country)
  return body
}

/** The intent id is the client secret's part before "_secret_". */
export const intentIdOf = (clientSecret: string): string => clientSecret.split("_secret_")[0] ?? clientSecret
