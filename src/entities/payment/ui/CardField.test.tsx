import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { type ConfirmResult, SandboxGatewayContext } from "../model/cardEntry.ts"
import { useCardConfirm } from "../model/useCardConfirm.ts"
import { CardEntryProvider } from "./CardEntryProvider.tsx"
import { CardField } from "./CardField.tsx"

const config = (key: string | null): FakeRoute => clientConfigAnswer({ stripe_publishable_key: key })

function Payer({ withField, delay }: { withField: boolean; delay: number }) {
  const { confirmPayment } = useCardConfirm()
  const [result, setResult] = useState<ConfirmResult | null>(null)
  return (
    <>
      {withField ? <CardField mountDelayMs={delay} /> : null}
      <button type="button" onClick={() => void confirmPayment("pi_3_secret_z").then(setResult)}>
        Confirm
      </button>
      <output>{result === null ? "" : result.ok ? `ok ${result.id}` : result.message}</output>
    </>
  )
}

async function setup(route: FakeRoute, withField = true, delay = 0) {
  const post = vi.fn(() => Promise.resolve({ status: 200, body: { id: "pi_3", status: "succeeded" } }))
  await renderWithApp(
    <SandboxGatewayContext.Provider value={{ post }}>
      <CardEntryProvider>
        <Payer withField={withField} delay={delay} />
      </CardEntryProvider>
    </SandboxGatewayContext.Provider>,
    { server: fakeServer({ "GET /auth/api/v2/client-config": route }) }
  )
  return { post }
}

describe("CardField", () => {
  it("shows a spinner first and mounts the sandbox card after the delay", async () => {
    await setup(config(null), true, 300)
    expect(screen.getByRole("progressbar", { name: "Loading card form…" })).toBeTruthy()
    expect(screen.queryByLabelText("Card number")).toBeNull()
    expect(await screen.findByLabelText("Card number")).toBeTruthy()
    expect(screen.queryByRole("progressbar")).toBeNull()
  })

  it("confirms with the typed card through the sandbox provider", async () => {
    const { post } = await setup(config(null))
    fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: "4242424242424242" } })
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("4242 4242 4242 4242")
    fireEvent.change(screen.getByLabelText("Expiry"), { target: { value: "1234" } })
    fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } })
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }))
    expect(await screen.findByText("ok pi_3")).toBeTruthy()
    expect(post).toHaveBeenCalledTimes(1)
  })

  it("sends the sandbox's publishable key, as Stripe.js sends pk_…, and the payment's return_url", async () => {
    const { post } = await setup(clientConfigAnswer({ sandbox_publishable_key: "pk_test_sandbox" }))
    fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: "4242424242424242" } })
    fireEvent.change(screen.getByLabelText("Expiry"), { target: { value: "1234" } })
    fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } })
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }))
    expect(await screen.findByText("ok pi_3")).toBeTruthy()
    const [path, body] = post.mock.calls[0] as unknown as [string, URLSearchParams]
    expect(path).toBe("/sandbox/stripe/v1/payment_intents/pi_3/confirm")
    expect(body.get("key")).toBe("pk_test_sandbox")
    expect(body.get("client_secret")).toBe("pi_3_secret_z")
    expect(body.get("return_url")).toBe(`${window.location.origin}/payment-success`)
    expect(body.get("use_stripe_sdk")).toBe("true")
  })

  it("shows an inline message when a typed field is left incomplete", async () => {
    await setup(config(null))
    const number = await screen.findByLabelText("Card number")
    fireEvent.change(number, { target: { value: "4242" } })
    act(() => number.focus())
    act(() => number.blur())
    expect(await screen.findByText("Your card number is incomplete.")).toBeTruthy()
    expect(screen.queryByText("Your card's security code is incomplete.")).toBeNull()
  })

  it("without a card field, confirming says the form is not ready", async () => {
    const { post } = await setup(config(null), false)
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }))
    expect(await screen.findByText("The card form is not ready yet. Please try again in a moment.")).toBeTruthy()
    expect(post).not.toHaveBeenCalled()
  })

  it("says so when the client config cannot be read", async () => {
    await setup({ status: 500, body: { message: "Server Error" } })
    await waitFor(() => expect(screen.getByText("The card form could not be loaded. Please reload the page.")).toBeTruthy())
  })
})
