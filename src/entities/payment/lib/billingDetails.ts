// The billing form's check, with the contract's messages (the server checks the same schema).
import { Either, ParseResult, Schema } from "effect"

import { BillingDetails } from "@/shared/api"

export interface BillingValue {
  readonly name: string
  readonly email: string
  /** ISO alpha-2, "" while none is chosen. */
  readonly country: string
}

export type BillingErrors = Partial<Record<keyof BillingValue, string>>

export const EMPTY_BILLING: BillingValue = { name: "", email: "", country: "" }

/** The first message of each field; {} when the value is valid. */
export const validateBilling = (value: BillingValue): BillingErrors => {
  const result = Schema.decodeUnknownEither(BillingDetails)(value, { errors: "all" })
  if (Either.isRight(result)) return {}
  const errors: Record<string, string> = {}
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(result.left)) {
    const field = String(issue.path[0] ?? "")
    if (field !== "" && errors[field] === undefined) errors[field] = issue.message
  }
  return errors as BillingErrors
}
