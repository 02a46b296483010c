// The Register form (spec 2 sections 3 and 5): its checks are the contract's RegisterPayload (first name,
// last name, company and website required, email required and valid). agency_name is first + last name;
// source and plan are the defaults. The values are kept in local storage while they are typed.
import { RegisterPayload } from "@/shared/api"
import { readStored, writeStored } from "@/shared/lib/storage"

import { REGISTER_FORM_STORAGE_KEY } from "../config/texts.ts"

export interface RegisterFormValue {
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  readonly company: string
  readonly website: string
}

export const EMPTY_REGISTER_FORM: RegisterFormValue = { first_name: "", last_name: "", email: "", company: "", website: "" }
export const REGISTER_SOURCE = "reverse-gate"
export const REGISTER_PLAN_ID = 1

/**
 * The website as sent: trimmed, and an address typed without a scheme ("rita.example") taken as https. A
 * blank one stays blank, so that it is missing ("required") rather than a malformed address.
 */
export const websiteAddress = (typed: string) => {
  const text = typed.trim()
  if (text === "") return text
  // A scheme is letters before a colon not followed by a port number ("rita.example:8080" has none).
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text) ? text : `https://${text}`
}

export const toRegisterPayload = (value: RegisterFormValue): RegisterPayload => ({
  first_name: value.first_name.trim(),
  last_name: value.last_name.trim(),
  agency_name: `${value.first_name.trim()} ${value.last_name.trim()}`,
  email: value.email.trim(),
  company: value.company.trim(),
  website: websiteAddress(value.website),
  source: REGISTER_SOURCE,
  plan_id: REGISTER_PLAN_ID
})

/** How the form is checked: the body it sends, judged by the contract's Schema of that body. */
export const registerChecks = { schema: RegisterPayload, toBody: toRegisterPayload }

const isText = (value: unknown): value is string => typeof value === "string"

/** The values kept from an earlier visit; anything unreadable starts empty. */
export const loadRegisterForm = (): RegisterFormValue => {
  try {
    const stored: unknown = JSON.parse(readStored("local", REGISTER_FORM_STORAGE_KEY) ?? "null")
    if (typeof stored !== "object" || stored === null) return EMPTY_REGISTER_FORM
    const fields = stored as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(EMPTY_REGISTER_FORM).map((key) => [key, isText(fields[key]) ? fields[key] : ""])
    ) as unknown as RegisterFormValue
  } catch {
    return EMPTY_REGISTER_FORM
  }
}

export const saveRegisterForm = (value: RegisterFormValue): void => writeStored("local", REGISTER_FORM_STORAGE_KEY, JSON.stringify(value))

export const clearRegisterForm = (): void => writeStored("local", REGISTER_FORM_STORAGE_KEY, null)
