// The Register form (spec 2 sections 3 and 5): first name, last name, company and website required,
// email required and valid. agency_name is first + last name; source and plan are the defaults.
import { isWebsiteAddress, type RegisterPayload, WEBSITE_INVALID } from "@/shared/api"
import { readStored, writeStored } from "@/shared/lib/storage"
import { requiredMessage, validateEmail } from "@/shared/lib/validation"

import { REGISTER_FORM_STORAGE_KEY } from "../config/texts.ts"

export interface RegisterFormValue {
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  readonly company: string
  readonly website: string
}

export type RegisterFormErrors = Partial<Record<keyof RegisterFormValue, string>>

export const EMPTY_REGISTER_FORM: RegisterFormValue = { first_name: "", last_name: "", email: "", company: "", website: "" }
export const REGISTER_SOURCE = "reverse-gate"
export const REGISTER_PLAN_ID = 1

export const validateRegisterForm = (value: RegisterFormValue): RegisterFormErrors => {
  const errors: { -readonly [K in keyof RegisterFormValue]?: string } = {}
  if (value.first_name.trim() === "") errors.first_name = requiredMessage("first name")
  if (value.last_name.trim() === "") errors.last_name = requiredMessage("last name")
  const email = validateEmail(value.email)
  if (email !== undefined) errors.email = email
  if (value.company.trim() === "") errors.company = requiredMessage("company")
  if (value.website.trim() === "") errors.website = requiredMessage("website")
  else if (!isWebsiteAddress(websiteAddress(value.website))) errors.website = WEBSITE_INVALID
  return errors
}

/** The website as sent: trimmed, and an address typed without a scheme ("rita.example") taken as https. */
export const websiteAddress = (typed: string) => {
  const text = typed.trim()
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
