import { describe, expect, it } from "vitest"

import { BillingDetails } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { COUNTRIES } from "../config/countries.ts"
import type { BillingValue } from "./billingDetails.ts"

/** What the billing form's checks find: the contract's BillingDetails, as the server checks them. */
const validateBilling = (value: BillingValue) => contractFaults({ schema: BillingDetails }, value)

describe("billing details", () => {
  it("is empty for a valid value", () => {
    expect(validateBilling({ name: "Zenith Admin", email: "zero@example.com", country: "US" })).toEqual({})
  })

  it("gives each field the contract's message", () => {
    expect(validateBilling({ name: "  ", email: "", country: "" })).toEqual({
      name: "The name on card field is required.",
      email: "The email field is required.",
      country: "The country field is required."
    })
    expect(validateBilling({ name: "Zed", email: "zed@", country: "US" })).toEqual({ email: "The email must be a valid email address." })
  })

  it("lists about 90 countries by unique ISO alpha-2 code", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(85)
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length)
    expect(COUNTRIES.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true)
    expect(COUNTRIES.map((country) => country.name)).toEqual(
      [...COUNTRIES.map((country) => country.name)].sort((a, b) => a.localeCompare(b))
    )
  })
})
