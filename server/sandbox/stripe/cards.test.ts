// Stripe's card checks and test cards, and the bracket-notation forms the SDK sends.
import { describe, expect, it } from "vitest"

import { declineOf, isCardError, luhnValid, readCard } from "./cards.ts"
import { metadataOf, parseForm, text } from "./form.ts"

const cardForm = (number: string, month: string, year: string, cvc = "123") =>
  parseForm(new URLSearchParams({ "card[number]": number, "card[exp_month]": month, "card[exp_year]": year, "card[cvc]": cvc }))

describe("cards", () => {
  const now = new Date(Date.UTC(2026, 10, 22))

  it("checks numbers with Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true)
    expect(luhnValid("4242424242424241")).toBe(false)
    expect(luhnValid("0")).toBe(false)
  })

  it("keeps brand, last4 and the test outcome of each test card", () => {
    expect(readCard(cardForm("4242424242424242", "12", "2030"), now)).toMatchObject({ brand: "visa", last4: "4242", outcome: "succeeds" })
    expect(readCard(cardForm("5555555555554444", "1", "30"), now)).toMatchObject({ brand: "mastercard", last4: "4444", expYear: 2030 })
    expect(readCard(cardForm("4000000000000002", "12", "2030"), now)).toMatchObject({ outcome: "generic_decline" })
    expect(readCard(cardForm("4000000000009995", "12", "2030"), now)).toMatchObject({ outcome: "insufficient_funds" })
    expect(declineOf("insufficient_funds")).toEqual({
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds."
    })
    expect(declineOf("succeeds")).toBeUndefined()
    // Declined with Stripe's error code itself and no decline_code, as Stripe's test cards are.
    expect(readCard(cardForm("4000000000000069", "12", "2030"), now)).toMatchObject({ outcome: "expired_card" })
    expect(declineOf("expired_card")).toEqual({ code: "expired_card", message: "Your card has expired.", param: "exp_month" })
    expect(readCard(cardForm("4000000000000127", "12", "2030"), now)).toMatchObject({ outcome: "incorrect_cvc" })
    expect(declineOf("incorrect_cvc")).toEqual({ code: "incorrect_cvc", message: "Your card's security code is incorrect.", param: "cvc" })
    expect(readCard(cardForm("4000000000000119", "12", "2030"), now)).toMatchObject({ outcome: "processing_error" })
    expect(declineOf("processing_error")).toEqual({
      code: "processing_error",
      message: "An error occurred while processing your card. Try again in a little bit."
    })
  })

  it("refuses a past expiry to the month, a bad month and a bad CVC", () => {
    expect(readCard(cardForm("4242424242424242", "11", "2026"), now)).toMatchObject({ brand: "visa" })
    expect(readCard(cardForm("4242424242424242", "10", "2026"), now)).toMatchObject({ code: "invalid_expiry_month" })
    expect(readCard(cardForm("4242424242424242", "12", "2025"), now)).toMatchObject({ code: "invalid_expiry_year" })
    expect(readCard(cardForm("4242424242424242", "13", "2030"), now)).toMatchObject({ code: "invalid_expiry_month" })
    expect(readCard(cardForm("4242424242424242", "12", "2030", "12a"), now)).toMatchObject({ code: "invalid_cvc" })
    const wrong = readCard(cardForm("1234", "12", "2030"), now)
    expect(isCardError(wrong) && wrong.message).toBe("Your card number is incorrect.")
  })
})

describe("forms", () => {
  it("nests bracketed keys, appends [] and merges metadata with empty values deleting keys", () => {
    const form = parseForm(
      new URLSearchParams(
        "items[0][price]=price_core_monthly&payment_method_types[]=card&payment_method_types[]=link&metadata[a]=1&metadata[b]="
      )
    )
    expect(text(form, "items", "0", "price")).toBe("price_core_monthly")
    expect(text(form, "payment_method_types", "1")).toBe("link")
    expect(metadataOf(form, { b: "old", c: "kept" })).toEqual({ a: "1", c: "kept" })
    expect(metadataOf(parseForm(new URLSearchParams("name=x")), { c: "kept" })).toEqual({ c: "kept" })
  })
})
