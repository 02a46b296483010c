import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import type { CreditRecord } from "@/shared/api"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { CreditForm } from "./CreditForm.tsx"

const BASE = "/agency/api/v2"
const STALE = "Ada Admin changed this credit on 2 Dec 2026, 10:02 UTC after you opened it. Reload to see their changes."
const amount = () => screen.getByRole("textbox", { name: /^Amount/ }) as HTMLInputElement
const saving = () => screen.getByRole("textbox", { name: /^Saving/ }) as HTMLInputElement

describe("CreditForm", () => {
  it("after a stale save, Reload keeps what was typed, takes the rest as it is now, and saves at the new version", async () => {
    const opened: CreditRecord = { id: 2, credit: "5", amount: "230", saving: "8%", lock_version: 1 }
    const now: CreditRecord = { ...opened, saving: "10%", lock_version: 2 }
    const onSaved = vi.fn()
    const server = fakeServer({
      [`GET ${BASE}/credits/2`]: { status: 200, body: { data: now } },
      [`PUT ${BASE}/plans/credits/2`]: (request) =>
        (request.body as { lock_version?: number }).lock_version === 1
          ? { status: 409, body: { message: STALE, lock_version: 2 } }
          : { status: 200, body: { data: { ...now, ...(request.body as object) } } }
    })
    await renderWithApp(
      <>
        <AlertOutlet />
        <CreditForm credit={opened} onSaved={onSaved} onCancel={() => undefined} />
      </>,
      { server }
    )
    fireEvent.change(amount(), { target: { value: "220" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText(STALE)).toBeTruthy()
    expect(onSaved).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole("button", { name: "Reload" }))
    await waitFor(() => expect(saving().value).toBe("10%"))
    expect(amount().value).toBe("220")
    expect(screen.queryByText(STALE)).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(server.requests.filter((request) => request.method === "PUT").at(-1)?.body).toEqual({
      credit: "5",
      amount: "220",
      saving: "10%",
      lock_version: 2
    })
  })
})
