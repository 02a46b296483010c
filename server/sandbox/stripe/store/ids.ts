// Stripe-style object ids: a type prefix and 24 random letters and digits (cus_..., pi_..., evt_...).
import { randomBytes } from "node:crypto"

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

export const randomToken = (length = 24) => [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join("")

export const newId = (prefix: string) => `${prefix}_${randomToken()}`

/** A client secret names its intent, as Stripe's do ("pi_x_secret_y"), so the browser can confirm it. */
export const clientSecretFor = (intentId: string) => `${intentId}_secret_${randomToken(25)}`
