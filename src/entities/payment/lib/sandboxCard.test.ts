import { describe, expect, it } from "vitest"

import { CardMessage, confirmBody, firstCardError, formatCardNumber, formatExpiry, intentIdOf, validateCard } from "./sandboxCard.ts"

const now = new Date("2026-06-15T00:00:00Z")
const good = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }

describe("sandbox card", () => {
  it("accepts a complete, valid card", () => {
    expect(validateCard(good, now)).toEqual({})
    expect(firstCardError(validateCard(good, now))).toBeNull()
  })

  it("uses Stripe's wording for each problem", () => {
    expect(validateCard({ number: "", expiry: "", cvc: "" }, now)).toEqual({
      number: CardMessage.NumberIncomplete,
      expiry: CardMessage.ExpiryIncomplete,
      cvc: CardMessage.CvcIncomplete
    })
    expect(CardMessage.NumberIncomplete).toBe("Your card number is incomplete.")
    expect(validateCard({ ...good, number: "4242 4242 4242 4241" }, now).number).toBe("Your card number is invalid.")
    expect(validateCard({ ...good, expiry: "05 / 26" }, now).expiry).toBe(CardMessage.ExpiryPast)
    expect(validateCard({ ...good, expiry: "06 / 26" }, now).expiry).toBeUndefined()
    expect(validateCard({ ...good, expiry: "13 / 30" }, now).expiry).toBe(CardMessage.ExpiryMonth)
    expect(validateCard({ ...good, cvc: "12" }, now).cvc).toBe(CardMessage.CvcIncomplete)
    expect(firstCardError({ expiry: "a", cvc: "b" })).toBe("a")
  })

  it("formats the number in fours and the expiry as MM / YY", () => {
    expect(formatCardNumber("4000000000000002")).toBe("4000 0000 0000 0002")
    expect(formatCardNumber("4242-4242 x")).toBe("4242 4242")
    expect(formatExpiry("1234")).toBe("12 / 34")
    expect(formatExpiry("4")).toBe("04")
    expect(formatExpiry("1")).toBe("1")
    expect(formatExpiry("12 / 3")).toBe("12 / 3")
  })

  it("builds the provider's form fields and finds the intent id", () => {
    const body = confirmBody("pi_7_secret_x", good, { name: "Zed", email: "z@example.com", country: "GB" })
    expect(Object.fromEntries(body)).toEqual({
      client_secret: "pi_7_secret_x",
      "payment_method_data[type]": "card",
      use_stripe_sdk: "true",
      "payment_method_data[card][number]": "4242424242424242",
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": "2034",
      "payment_method_data[card][cvc]": "123",
      "payment_method_data[billing_details][name]": "Zed",
      "payment_method_data[billing_details][email]": "z@example.com",
      "payment_method_data[billing_details][address][country]": "GB"
    })
    expect(confirmBody("seti_1_secret_y", good).has("payment_method_data[billing_details][name]")).toBe(false)
    // A payment names where a redirect-based step returns to; a card being saved does not.
    expect(confirmBody("pi_7_secret_x", good, undefined, "https://app.example/payment-success").get("return_url")).toBe(
      "https://app.example/payment-success"
    )
    expect(confirmBody("seti_1_secret_y", good).has("return_url")).toBe(false)
    expect(intentIdOf("pi_7_secret_x")).toBe("pi_7")
    expect(intentIdOf("seti_abc_secret_def")).toBe("seti_abc")
  })
})
