import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { PaymentProcessPage, PROCESSING_PAYMENT } from "./PaymentProcessPage.tsx"

const statusPath = "/agency/api/v2/agencies/payment/42/status"
const payment = (status: "pending" | "succeeded" | "failed", message: string | null = null) => ({
  status: 200,
  body: {
    data: {
      id: 42,
      agency_id: 1,
      kind: "credits",
      status,
      amount: 5000,
      currency: "usd",
      credit: 1,
      plan_id: null,
      portal_id: null,
      coupon: null,
      message,
      created_at: "2026-01-01T00:00:00Z"
    }
  }
})

async function setup(answers: Array<FakeRoute>) {
  const server = fakeServer({
    [`GET ${statusPath}`]: () => (answers.length > 1 ? answers.shift() : answers[0]) as Exclude<FakeRoute, (...args: never) => unknown>
  })
  const view = await renderWithApp(<PaymentProcessPage paymentId={42} pollIntervalMs={10} />, {
    server,
    path: "/payment-process?payment=42"
  })
  return { server, view }
}

describe("PaymentProcessPage", () => {
  it("polls while pending, then goes on to /payment-success", async () => {
    const { server, view } = await setup([payment("pending"), payment("pending"), payment("succeeded")])
    expect(screen.getByRole("heading", { name: PROCESSING_PAYMENT })).toBeTruthy()
    await waitFor(() => expect(view.currentPath()).toBe("/payment-success?payment=42"))
    expect(server.requests.filter((request) => request.path === statusPath)).toHaveLength(3)
  })

  it("shows the provider's message when the payment failed, and stops asking", async () => {
    const { server } = await setup([payment("pending"), payment("failed", "Your card was declined.")])
    expect(await screen.findByText("Your card was declined.")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Payment Failed" })).toBeTruthy()
    const asked = server.requests.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests.length).toBe(asked)
  })

  it("keeps asking through a network failure", async () => {
    const { view } = await setup(["network-down", payment("succeeded")])
    await waitFor(() => expect(view.currentPath()).toBe("/payment-success?payment=42"))
  })

  it("stops on a payment the user may not read", async () => {
    await setup([{ status: 403, body: { message: "This action is unauthorized." } }])
    expect(await screen.findByRole("alert")).toBeTruthy()
  })
})
