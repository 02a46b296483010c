// The billing details form (Name on Card, Email, Country or Region; spec 2 section 5), checked by the
// contract's BillingDetails, the schema the server checks them with, in its words.
import { BillingDetails } from "@/shared/api"
import { useContractForm } from "@/shared/ui/form"

export interface BillingValue {
  readonly name: string
  readonly email: string
  /** ISO alpha-2, "" while none is chosen. */
  readonly country: string
}

export const EMPTY_BILLING: BillingValue = { name: "", email: "", country: "" }

/** The billing details' form; `onSubmit` gets only details the contract's checks passed. */
export const useBillingForm = (initial: BillingValue, onSubmit: (billing: BillingValue) => Promise<void> | void) =>
  useContractForm<BillingValue>({ defaultValues: initial, schema: BillingDetails, onSubmit: (values) => onSubmit(values) })

export type BillingForm = ReturnType<typeof useBillingForm>
