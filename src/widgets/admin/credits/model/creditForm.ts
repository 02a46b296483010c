// The credit form (spec 2 section 5): Credit and Amount required whole numbers, Saving optional, all text inputs.
import { creditPackNumbers, type CreditPayload, type CreditRecord } from "@/shared/api"

export interface CreditFormValues {
  readonly credit: string
  readonly amount: string
  readonly saving: string
}

export type CreditFormErrors = Partial<Record<keyof CreditFormValues, string>>

export const EMPTY_CREDIT_FORM: CreditFormValues = { credit: "", amount: "", saving: "" }

export const creditFormOf = (credit: CreditRecord): CreditFormValues => ({
  credit: credit.credit,
  amount: credit.amount,
  saving: credit.saving ?? ""
})

/** The contract's rules for a pack's numbers, so each field gets the message the server's 422 would give it. */
export const validateCreditForm = (values: CreditFormValues): CreditFormErrors => {
  const numbers = creditPackNumbers(values)
  return Array.isArray(numbers) ? Object.fromEntries(numbers.map(({ field, message }) => [field, message])) : {}
}

export const creditPayloadOf = (values: CreditFormValues): CreditPayload => ({
  credit: values.credit.trim(),
  amount: values.amount.trim(),
  saving: values.saving.trim() === "" ? null : values.saving.trim()
})
