import { act, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { AUTHENTICATION_MESSAGE, AUTHENTICATION_TITLE, AuthenticationModal } from "./AuthenticationModal.tsx"

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }))
  })

describe("AuthenticationModal", () => {
  it("a card being saved (SetupIntent) closes it when its page says the authentication ended", async () => {
    const onDone = vi.fn()
    render(<AuthenticationModal url="/sandbox/stripe/authenticate/seti_1" intent="seti_1" onDone={onDone} />)
    expect(await screen.findByText(AUTHENTICATION_TITLE)).toBeTruthy()
    post({ type: AUTHENTICATION_MESSAGE, setup_intent: "seti_other", status: "succeeded" })
    expect(onDone).not.toHaveBeenCalled()
    post({ type: AUTHENTICATION_MESSAGE, setup_intent: "seti_1", status: "succeeded" })
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it("a payment's page closes it; a message from another origin does not", () => {
    const onDone = vi.fn()
    render(<AuthenticationModal url="/sandbox/stripe/authenticate/pi_1" intent="pi_1" onDone={onDone} />)
    post({ type: AUTHENTICATION_MESSAGE, payment_intent: "pi_1", status: "succeeded" }, "https://elsewhere.example")
    expect(onDone).not.toHaveBeenCalled()
    post({ type: AUTHENTICATION_MESSAGE, payment_intent: "pi_1", status: "requires_payment_method" })
    expect(onDone).toHaveBeenCalledTimes(1)
  })
})
