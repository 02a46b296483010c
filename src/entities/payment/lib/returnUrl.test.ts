import { describe, expect, it } from "vitest"

import { isPaymentReturn, paymentReturnUrl } from "./returnUrl.ts"

describe("payment return URL", () => {
  it("is the app's absolute /payment-success", () => {
    expect(paymentReturnUrl("https://app.example")).toBe("https://app.example/payment-success")
  })

  it("recognises a frame that came back to it, on this origin only", () => {
    expect(isPaymentReturn({ origin: "https://app.example", pathname: "/payment-success" }, "https://app.example")).toBe(true)
    expect(isPaymentReturn({ origin: "https://app.example", pathname: "/sandbox/stripe/authenticate/pi_1" }, "https://app.example")).toBe(
      false
    )
    expect(isPaymentReturn({ origin: "https://evil.example", pathname: "/payment-success" }, "https://app.example")).toBe(false)
  })
})
