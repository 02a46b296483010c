// The Stripe Elements path (a publishable key in the client config): Stripe's own libraries cannot load
// without the network, so they are replaced here by stand-ins that record what the app asks of them.
import { act, fireEvent, screen } from "@testing-library/react"
import { useState } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"

import { clientConfigAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"

import type { ConfirmResult } from "../model/cardEntry.ts"
import { useCardConfirm } from "../model/useCardConfirm.ts"
import { CardEntryProvider } from "./CardEntryProvider.tsx"
import { CardField } from "./CardField.tsx"

const stripe = vi.hoisted(() => {
  const handleNextAction = vi.fn()
  return {
    loadStripe: vi.fn((key: string) => Promise.resolve({ key, handleNextAction })),
    handleNextAction,
    confirmCardPayment: vi.fn(),
    confirmCardSetup: vi.fn(),
    element: { id: "card-element" }
  }
})

vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }))
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <div data-testid="elements">{children}</div>,
  CardElement: () => <div role="group" aria-label="Stripe card element" />,
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment, confirmCardSetup: stripe.confirmCardSetup }),
  useElements: () => ({ getElement: () => stripe.element })
}))

const billing = { name: "Ada Lovelace", email: "ada@example.com", country: "GB" }

function Payer() {
  const { confirmPayment, confirmSetup, authenticate } = useCardConfirm()
  const [result, setResult] = useState<ConfirmResult | null>(null)
  return (
    <>
      <CardField mountDelayMs={0} />
      <button type="button" onClick={() => void confirmPayment("pi_9_secret_s", billing).then(setResult)}>
        Pay
      </button>
      <button type="button" onClick={() => void confirmSetup("seti_9_secret_s", billing).then(setResult)}>
        Save
      </button>
      <button type="button" onClick={() => void authenticate("pi_7_secret_s").then(setResult)}>
        Authenticate
      </button>
      <output>{result === null ? "" : result.ok ? `ok ${result.id}` : result.message}</output>
    </>
  )
}

/** Renders, waits for Stripe's element, and lets its effects hand the confirm functions over. */
const render = async () => {
  await renderWithApp(
    <CardEntryProvider>
      <Payer />
    </CardEntryProvider>,
    { server: fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer({ stripe_publishable_key: "pk_test_123" }) }) }
  )
  await screen.findByRole("group", { name: "Stripe card element" })
  await act(() => Promise.resolve())
}

describe("Stripe card entry", () => {
  beforeEach(() => {
    stripe.confirmCardPayment.mockReset()
    stripe.confirmCardSetup.mockReset()
  })

  it("mounts Stripe's card element for the publishable key and confirms the payment with it", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_9", status: "succeeded" } })
    await render()
    expect(screen.queryByLabelText("Card number")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Pay" }))
    expect(await screen.findByText("ok pi_9")).toBeTruthy()
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_123")
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith("pi_9_secret_s", {
      payment_method: {
        card: stripe.element,
        billing_details: { name: "Ada Lovelace", email: "ada@example.com", address: { country: "GB" } }
      },
      // Where a redirect-based step sends the payer back (spec 1 section 9).
      return_url: `${window.location.origin}/payment-success`
    })
  })

  it("shows Stripe's decline message", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: "card_error", message: "Your card was declined." } })
    await render()
    fireEvent.click(screen.getByRole("button", { name: "Pay" }))
    expect(await screen.findByText("Your card was declined.")).toBeTruthy()
  })

  it("saves a card through a SetupIntent and answers its payment method", async () => {
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: "seti_9", payment_method: "pm_9" } })
    await render()
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("ok pm_9")).toBeTruthy()
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith("seti_9_secret_s", {
      payment_method: {
        card: stripe.element,
        billing_details: { name: "Ada Lovelace", email: "ada@example.com", address: { country: "GB" } }
      }
    })
  })

  it("a payment the server started that asks for 3-D Secure is handed to Stripe's next action", async () => {
    stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { id: "pi_7", status: "succeeded" } })
    await render()
    fireEvent.click(screen.getByRole("button", { name: "Authenticate" }))
    expect(await screen.findByText("ok pi_7")).toBeTruthy()
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: "pi_7_secret_s" })

    stripe.handleNextAction.mockResolvedValueOnce({ error: { type: "card_error", message: "Authentication failed." } })
    fireEvent.click(screen.getByRole("button", { name: "Authenticate" }))
    expect(await screen.findByText("Authentication failed.")).toBeTruthy()
  })
})
