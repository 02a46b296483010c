import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makePayment } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { HISTORY, historyPage } from "./BillingDrawer.fixtures.ts"
import { NO_PAYMENTS_TEXT, PaymentHistory } from "./PaymentHistory.tsx"

const historyPath = "/agency/api/v2/billings/history"

async function show(route: FakeRoute) {
  const server = fakeServer({ [`GET ${historyPath}`]: route })
  await renderWithApp(<PaymentHistory agencyId={1} />, { server })
  return server
}

describe("PaymentHistory", () => {
  it("lists the agency's payments: date, what, amount in dollars, status with refunds, who paid and the receipt", async () => {
    const server = await show(historyPage(HISTORY))
    const table = await screen.findByRole("grid", { name: "Payment history" })
    await within(table).findByText("3 Credits")
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent)
    expect(rows[0]).toContain("20/11/2026")
    expect(rows[0]).toContain("$150")
    expect(rows[0]).toContain("Paid")
    expect(rows[0]).toContain("Ada Lovelace")
    expect(rows[1]).toContain("Core for Zenith Free")
    expect(rows[1]).toContain("Refunded $197")
    expect(rows[2]).toContain("PRO renewal for Zenith Pro")
    expect(rows[2]).toContain("$2,997")
    expect(rows[2]).toContain("Automatic renewal")
    const receipt = within(table).getByRole("link", { name: "Receipt for 3 Credits" })
    expect(receipt.getAttribute("href")).toBe("https://pay.example/receipts/90")
    expect(receipt.getAttribute("target")).toBe("_blank")
    expect(server.requests[0]?.search).toContain("agency=1")
  })

  it("says 'No payments yet.' when there are none", async () => {
    await show(historyPage([]))
    expect(await screen.findByText(NO_PAYMENTS_TEXT)).toBeTruthy()
  })

  it("a load failure shows the error with Retry", async () => {
    const server = await show({ status: 500, body: { message: "boom" } })
    expect(await screen.findByText("The payment history could not be loaded.")).toBeTruthy()
    server.answer(`GET ${historyPath}`, historyPage(HISTORY))
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("3 Credits")).toBeTruthy()
  })

  it("pages through last_page", async () => {
    const server = await show((request) =>
      request.search.includes("page=2")
        ? historyPage([makePayment({ id: 12, kind: "credits", credit: 20 })], 2, 2)
        : historyPage(HISTORY, 1, 2)
    )
    await screen.findByText("3 Credits")
    fireEvent.click(screen.getByRole("button", { name: /^(Page 2|2)$/ }))
    expect(await screen.findByText("20 Credits")).toBeTruthy()
    await waitFor(() => expect(server.requests.at(-1)?.search).toContain("page=2"))
  })
})
