import { act, render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { describe, expect, it } from "vitest"

import { crmBusyAtom, crmBusyChangeAtom } from "@/shared/lib/crm-busy"

import { BusyNotice } from "./BusyNotice.tsx"

describe("BusyNotice", () => {
  it("shows while any call waits for a busy HubSpot, and goes when the last one ends", () => {
    const store = createStore()
    render(
      <Provider store={store}>
        <BusyNotice />
      </Provider>
    )
    expect(screen.queryByRole("status")).toBeNull()

    act(() => store.set(crmBusyChangeAtom, true))
    act(() => store.set(crmBusyChangeAtom, true))
    expect(screen.getByRole("status").textContent).toContain("HubSpot is busy, retrying…")

    act(() => store.set(crmBusyChangeAtom, false))
    expect(screen.getByRole("status")).toBeTruthy()
    act(() => store.set(crmBusyChangeAtom, false))
    expect(screen.queryByRole("status")).toBeNull()
    // An extra 'done' never makes the count negative (the next busy call shows again).
    act(() => store.set(crmBusyChangeAtom, false))
    expect(store.get(crmBusyAtom)).toBe(0)
  })
})
