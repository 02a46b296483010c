import { describe, expect, it } from "vitest"

import { makePayment } from "@/shared/lib/fixtures"

import { paymentAmount, paymentPayer, paymentStatus, paymentWhat } from "./paymentRows.ts"

describe("payment history rows", () => {
  it("say what was bought", () => {
    expect(paymentWhat(makePayment({ kind: "credits", credit: 3 }))).toBe("3 Credits")
    expect(paymentWhat(makePayment({ kind: "credits", credit: 1 }))).toBe("1 Credit")
    expect(paymentWhat(makePayment({ plan_name: "Core", portal_name: "Zenith Free" }))).toBe("Core for Zenith Free")
    expect(paymentWhat(makePayment({ plan_name: "PRO", portal_name: null, reason: "renewal" }))).toBe("PRO renewal")
  })

  it("show amounts in money from cents, and what a refund gave back", () => {
    expect(paymentAmount(19700, "usd")).toBe("$197")
    expect(paymentAmount(15000, "USD")).toBe("$150")
    expect(paymentStatus(makePayment({ status: "succeeded" }))).toBe("Paid")
    expect(paymentStatus(makePayment({ status: "refunded", amount_refunded: 19700 }))).toBe("Refunded $197")
    expect(paymentStatus(makePayment({ status: "partially_refunded", amount_refunded: 5000 }))).toBe("Partially refunded $50")
    expect(paymentStatus(makePayment({ status: "failed", message: "Your card was declined." }))).toBe("Failed: Your card was declined.")
  })

  it("name who paid", () => {
    expect(paymentPayer(makePayment({ user_name: "Ada" }))).toBe("Ada")
    expect(paymentPayer(makePayment({ user_name: null, reason: "renewal" }))).toBe("Automatic renewal")
  })
})
