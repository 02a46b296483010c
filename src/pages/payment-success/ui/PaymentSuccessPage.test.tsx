import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { NOT_AUTHENTICATED_TEXT, PAYMENT_NOT_COMPLETED, PAYMENT_SUCCESS, PaymentSuccessPage } from "./PaymentSuccessPage.tsx"

const statusPath = "/agency/api/v2/agencies/payment/42/status"
const succeeded = {
  status: 200,
  body: {
    data: {
      id: 42,
      agency_id: 1,
      kind: "credits",
      status: "succeeded",
      amount: 22500,
      currency: "usd",
      credit: 5,
      plan_id: null,
      portal_id: null,
      coupon: null,
      message: null,
      created_at: "2026-01-01T00:00:00Z"
    }
  }
}

describe("PaymentSuccessPage", () => {
  it("says 'Payment Success!', shows what was bought and reads the user again", async () => {
    const server = fakeServer({ [`GET ${statusPath}`]: succeeded, "GET /auth/api/v2/me": "hang" })
    await renderWithApp(<PaymentSuccessPage paymentId={42} />, { server, path: "/payment-success?payment=42" })
    expect(screen.getByRole("heading", { name: PAYMENT_SUCCESS })).toBeTruthy()
    expect(await screen.findByText("5 credits for $225.00 were added to your agency.")).toBeTruthy()
    await waitFor(() => expect(server.requests.some((request) => request.path === "/auth/api/v2/me")).toBe(true))
    expect(screen.getByRole("link", { name: "Back to portals" }).getAttribute("href")).toBe("/portals-main")
  })

  it("works without a payment id", async () => {
    const server = fakeServer({ "GET /auth/api/v2/me": "hang" })
    await renderWithApp(<PaymentSuccessPage paymentId={null} />, { server, path: "/payment-success" })
    expect(screen.getByText("Your payment went through.")).toBeTruthy()
    expect(server.requests.some((request) => request.path === statusPath)).toBe(false)
  })

  it("a provider redirect back with redirect_status=failed says the payment was not completed", async () => {
    const server = fakeServer({ "GET /auth/api/v2/me": "hang" })
    await renderWithApp(<PaymentSuccessPage paymentId={null} redirectStatus="failed" />, {
      server,
      path: "/payment-success?payment_intent=pi_1&redirect_status=failed"
    })
    expect(screen.getByRole("heading", { name: PAYMENT_NOT_COMPLETED })).toBeTruthy()
    expect(screen.getByText(NOT_AUTHENTICATED_TEXT)).toBeTruthy()
    expect(screen.queryByRole("heading", { name: PAYMENT_SUCCESS })).toBeNull()
  })
})
