// The credit form (spec 2 section 5): Credit and Amount required whole numbers, Saving optional, all text inputs.
import { creditPackNumbers, type CreditPayload, type CreditRecord } from "@/shared/api"
import type { FormFaults } from "@/shared/ui/form"

export interface CreditFormValues {
  readonly credit: string
  readonly amount: string
  readonly saving: string
}

export const EMPTY_CREDIT_FORM: CreditFormValues = { credit: "", amount: "", saving: "" }

export const creditFormOf = (credit: CreditRecord): CreditFormValues => ({
  credit: credit.credit,
  amount: credit.amount,
  saving: credit.saving ?? ""
})

/** The body the form sends: the numbers as typed text (the server reads them), a blank saving as null. */
export const creditPayloadOf = (values: CreditFormValues): CreditPayload => ({
  credit: values.credit.trim(),
  amount: values.amount.trim(),
  saving: values.saving.trim() === "" ? null : values.saving.trim()
})

/**
 * The contract's rules for a pack's numbers (creditPackNumbers), which the server applies to the text the
 * body's Schema lets through, so each field gets the message the server's 422 would give it.
 */
export const creditPackFaults = (values: CreditFormValues): FormFaults<CreditFormValues> => {
  const numbers = creditPackNumbers(values)
  return Array.isArray(numbers) ? Object.fromEntries(numbers.map(({ field, message }) => [field, message])) : {}
}
