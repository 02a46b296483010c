// The credit form's rules (spec 2 section 5): credit and amount are text inputs that must hold whole
// numbers; saving is optional text. The first problem is the 422's message.
import type { CreditPayload } from "../../../src/shared/api/contract/plan-admin-api.ts"
import type { CreditPackFields } from "../../db/repos/CreditPackRepo.ts"

export type CreditFieldsResult = { readonly ok: true; readonly fields: CreditPackFields } | { readonly ok: false; readonly message: string }

/** The most credits one purchase may buy (the payment intent's limit), so every pack can be bought. */
export const MAX_PACK_CREDITS = 1000

const wholeNumber = (field: string, value: string | number, min: number, max: number): number | string => {
  const text = String(value).trim()
  if (text === "") return `The ${field} field is required.`
  if (!/^-?\d+(\.\d+)?$/.test(text)) return `The ${field} must be a number.`
  const number = Number(text)
  if (!Number.isInteger(number)) return `The ${field} must be an integer.`
  if (number < min) return `The ${field} must be at least ${min}.`
  if (number > max) return `The ${field} may not be greater than ${max}.`
  return number
}

export const creditFields = (payload: CreditPayload): CreditFieldsResult => {
  const credit = wholeNumber("credit", payload.credit, 1, MAX_PACK_CREDITS)
  if (typeof credit === "string") return { ok: false, message: credit }
  const amount = wholeNumber("amount", payload.amount, 1, 1_000_000)
  if (typeof amount === "string") return { ok: false, message: amount }
  const saving = payload.saving?.trim() ?? ""
  return { ok: true, fields: { credit, amount, saving: saving === "" ? null : saving } }
}
