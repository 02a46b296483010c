// The credit form (spec 2 section 5): Credit and Amount required, Saving optional, all text inputs.
import type { CreditPayload, CreditRecord } from "@/shared/api"

export interface CreditFormValues {
  readonly credit: string
  readonly amount: string
  readonly saving: string
}

export type CreditFormErrors = Partial<Record<keyof CreditFormValues, string>>

export const EMPTY_CREDIT_FORM: CreditFormValues = { credit: "", amount: "", saving: "" }

export const creditFormOf = (credit: CreditRecord): CreditFormValues => ({ credit: credit.credit, amount: credit.amount, saving: credit.saving ?? "" })

export const validateCreditForm = (values: CreditFormValues): CreditFormErrors => ({
  ...(values.credit.trim() === "" ? { credit: "The Credit field is required." } : {}),
  ...(values.amount.trim() === "" ? { amount: "The Amount field is required." } : {})
})

export const creditPayloadOf = (values: CreditFormValues): CreditPayload => ({
  credit: values.credit.trim(),
  amount: values.amount.trim(),
  saving: values.saving.trim() === "" ? null : values.saving.trim()
})
