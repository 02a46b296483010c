// The credit form's rules (spec 2 section 5): credit and amount are text inputs that must hold whole
// numbers (the contract's creditPackNumbers); saving is optional text. Every problem is in the 422.
import type { FieldIssue } from "#contract/field-errors.ts"
import { creditPackNumbers, type CreditPayload } from "#contract/plan-admin-api.ts"

import type { CreditPackFields } from "../../db/repos/CreditPackRepo.ts"

export type CreditFieldsResult =
  { readonly ok: true; readonly fields: CreditPackFields } | { readonly ok: false; readonly issues: ReadonlyArray<FieldIssue> }

/** `stored`: on update, the pack's saving stays when the payload leaves it out. */
export const creditFields = (payload: CreditPayload, stored?: CreditPackFields): CreditFieldsResult => {
  // The same rules, and words, the SPA's credit form checks before sending.
  const numbers = creditPackNumbers(payload)
  if (Array.isArray(numbers)) return { ok: false, issues: numbers }
  const { credit, amount } = numbers as { readonly credit: number; readonly amount: number }
  if (payload.saving === undefined && stored !== undefined) return { ok: true, fields: { credit, amount, saving: stored.saving } }
  const saving = payload.saving?.trim() ?? ""
  return { ok: true, fields: { credit, amount, saving: saving === "" ? null : saving } }
}
