// The Buy Credits modal: packs, prices, the card and its failures.
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { creditChainResumeAtom, paymentSucceeded } from "@/entities/payment"
import { openModalAtom } from "@/shared/lib/modal"
import { alertsAtom } from "@/shared/ui/alert"

import { declined, dialog, intentPath, payAndWait, radio, setup, succeeded, toPayment, typeCard } from "./BuyCreditsModal.harness.tsx"

describe("BuyCreditsModal", () => {
  it("from the menu's Buy: preselects 1 credit and offers every pack, with its price per credit and saving", async () => {
    await setup(null)
    expect((await dialog()).getAttribute("aria-labelledby")).toBeTruthy()
    await screen.findByRole("radio", { name: "1 Credit for $50" })
    expect(screen.getAllByRole("radio").map((input) => input.getAttribute("aria-label"))).toEqual([
      "1 Credit for $50",
      "5 Credits for $225",
      "10 Credits for $425",
      "20 Credits for $800"
    ])
    expect(radio("1 Credit for $50").checked).toBe(true)
    expect(screen.getByText("Save 10%")).toBeTruthy()
    expect(screen.getByText("$45 per credit")).toBeTruthy()
    expect(screen.getByText("$40 per credit")).toBeTruthy()
  })

  it("preselects the credits a caller needs, priced per credit when no pack matches", async () => {
    await setup({ agencyId: 1, needed: 3, chain: null })
    await screen.findByRole("radio", { name: "3 Credits for $150" })
    expect(radio("3 Credits for $150").checked).toBe(true)
    expect(screen.getAllByRole("radio").map((input) => input.getAttribute("aria-label"))).toEqual([
      "3 Credits for $150",
      "5 Credits for $225",
      "10 Credits for $425",
      "20 Credits for $800"
    ])
    fireEvent.click(radio("10 Credits for $425"))
    await toPayment()
    expect(screen.getByRole("button", { name: "Pay $425" })).toBeTruthy()
  })

  it("a declined card shows its message in the modal and resets Pay; the next try waits for the event", async () => {
    const { store, server, post } = await setup(null, [declined, succeeded("pi_2")])
    fireEvent.click(await screen.findByRole("radio", { name: "5 Credits for $225" }))
    await toPayment()
    typeCard("4000 0000 0000 0002")
    fireEvent.click(screen.getByRole("button", { name: "Pay $225" }))
    expect(await screen.findByText("Your card was declined.")).toBeTruthy()
    const pay = screen.getByRole("button", { name: "Pay $225" })
    expect(pay.getAttribute("aria-busy")).toBeNull()
    expect(pay.hasAttribute("disabled")).toBe(false)
    expect(server.requests.find((request) => request.path === intentPath)?.body).toEqual({
      amount: 22500,
      credit: 5,
      options: { description: "5 module credits" }
    })
    const [path, body] = post.mock.calls[0] ?? []
    expect(path).toBe("/sandbox/stripe/v1/payment_intents/pi_1/confirm")
    expect(body?.get("client_secret")).toBe("pi_1_secret_abc")
    expect(body?.get("payment_method_data[card][number]")).toBe("4000000000000002")
    expect(body?.get("payment_method_data[card][exp_year]")).toBe("2034")

    typeCard()
    fireEvent.click(pay)
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2))
    // Each Pay is its own checkout attempt, with its own Idempotency-Key.
    const keys = server.requests.filter((request) => request.path === intentPath).map((request) => request.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(keys[0]).not.toBe(keys[1])
    await waitFor(() => expect(screen.queryByText("Your card was declined.")).toBeNull())
    expect(screen.getByRole("button", { name: "Pay $225" }).getAttribute("aria-busy")).toBe("true")
    expect(screen.queryByText("Credit Purchase Successful!")).toBeNull()
    expect(store.get(openModalAtom)).toBe("credit-purchase")
  })

  it("an incomplete card says so without starting a payment", async () => {
    const { post, server } = await setup(null)
    await toPayment()
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242 4242" } })
    fireEvent.click(screen.getByRole("button", { name: "Pay $50" }))
    expect((await screen.findAllByText("Your card number is incomplete.")).length).toBeGreaterThan(0)
    expect(screen.getAllByText("Your card's expiration date is incomplete.").length).toBeGreaterThan(0)
    expect(post).not.toHaveBeenCalled()
    expect(server.requests.some((request) => request.path === intentPath)).toBe(false)
    expect(screen.getByRole("button", { name: "Pay $50" }).getAttribute("aria-busy")).toBeNull()
  })

  it("shows success only when payment.succeeded arrives for this agency", async () => {
    const { store, post, queryClient } = await setup(null, [succeeded("pi_1")])
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay $50" }).getAttribute("aria-busy")).toBe("true"))
    paymentSucceeded(queryClient, 2, Date.now())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByText("Credit Purchase Successful!")).toBeNull()
    paymentSucceeded(queryClient, 1, Date.now())
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" })).toBeTruthy()
    // Spec 1 section 4: 'Purchase Successful!' appears too, once.
    expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual(["Purchase Successful!"])
    fireEvent.click(screen.getByRole("button", { name: "Done" }))
    await waitFor(() => expect(store.get(openModalAtom)).toBeNull())
    expect(store.get(creditChainResumeAtom)).toBeNull()
  })

  it("ignores an event from before Pay was pressed and waits for this payment's own", async () => {
    const { store, post, queryClient } = await setup(null, [succeeded("pi_1")])
    // An earlier purchase's event, already in the store when this one starts.
    paymentSucceeded(queryClient, 1, Date.now() - 60_000)
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText("Credit Purchase Successful!")).toBeNull()
    paymentSucceeded(queryClient, 1, Date.now() + 1)
    expect(await screen.findByText("Credit Purchase Successful!")).toBeTruthy()
  })
})
