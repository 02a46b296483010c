import { act, render, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { AppHarness, harnessRouter } from "@/shared/lib/testing"
import { Drawer, openDrawerAtom } from "@/shared/ui/drawer"

import { useDrawerInAddress } from "./useDrawerInAddress.ts"

function Host() {
  useDrawerInAddress()
  return (
    <>
      <Drawer name="user" title="Users">
        The users table
      </Drawer>
      <Drawer name="agency" title="Agencies">
        The agencies table
      </Drawer>
      <Drawer name="billing" title="Portals">
        The billing drawer
      </Drawer>
      <Drawer name="activity" title="Activity">
        The agency's activity
      </Drawer>
    </>
  )
}

const SUPER_ADMIN = makeUser({ id: 1, roles: [{ name: "admin" }] })
const PLAIN_USER = makeUser({ id: 2, roles: [{ name: "user" }] })
const AGENCY_ADMIN = makeUser({ id: 3, roles: [{ name: "agency-admin" }] })

async function renderAt(path: string, user = SUPER_ADMIN) {
  const store = createStore()
  store.set(currentUserAtom, user)
  const router = harnessRouter(<Host />, path)
  await router.load()
  render(
    <AppHarness store={store} router={router}>
      <Host />
    </AppHarness>
  )
  const address = () => router.state.location.searchStr
  return { store, router, address }
}

const dialog = (name: string) => screen.queryByRole("dialog", { name })

describe("the open drawer in the address", () => {
  it("opens the admin drawer an address names, for a super admin", async () => {
    const { store } = await renderAt("/?drawer=user&users_page=2")
    expect(await screen.findByRole("dialog", { name: "Users" })).toBeTruthy()
    expect(store.get(openDrawerAtom)).toBe("user")
  })

  it("opens the agency admin's Activity an address names, but not the super admin's drawers", async () => {
    const { store } = await renderAt("/?drawer=activity&activity_kind=module", AGENCY_ADMIN)
    expect(await screen.findByRole("dialog", { name: "Activity" })).toBeTruthy()
    expect(store.get(openDrawerAtom)).toBe("activity")
    const other = await renderAt("/?drawer=activity", PLAIN_USER)
    await waitFor(() => expect(other.address()).toBe(""))
  })

  it("keeps an admin drawer closed for a user whose role may not open it, and takes it out of the address", async () => {
    const { store, address } = await renderAt("/?drawer=agency&keep=1", PLAIN_USER)
    await waitFor(() => expect(address()).toBe("?keep=1"))
    expect(dialog("Agencies")).toBeNull()
    expect(store.get(openDrawerAtom)).toBeNull()
  })

  it("writes the drawer opened here without a new history entry, and clears the table it leaves", async () => {
    const { store, router, address } = await renderAt("/?page=3")
    const entries = router.history.length
    act(() => store.set(openDrawerAtom, "user"))
    await waitFor(() => expect(address()).toBe("?page=3&drawer=user"))
    await act(() => router.navigate({ to: ".", search: (previous: object) => ({ ...previous, users_page: 2 }), replace: true } as never))
    // Another drawer replaces it: the address names the new one, and the first one's table leaves with it.
    act(() => store.set(openDrawerAtom, "agency"))
    await waitFor(() => expect(address()).toBe("?page=3&drawer=agency"))
    act(() => store.set(openDrawerAtom, null))
    await waitFor(() => expect(address()).toBe("?page=3"))
    await waitFor(() => expect(dialog("Agencies")).toBeNull())
    expect(router.history.length).toBe(entries)
  })

  it("leaves the other drawers out of the address", async () => {
    const { store, address } = await renderAt("/?page=3")
    act(() => store.set(openDrawerAtom, "billing"))
    expect(await screen.findByRole("dialog", { name: "Portals" })).toBeTruthy()
    expect(address()).toBe("?page=3")
  })

  it("closes the drawer when the app goes to an address without it, and Back opens it again", async () => {
    const { store, router } = await renderAt("/portals-main")
    act(() => store.set(openDrawerAtom, "user"))
    await waitFor(() => expect(router.state.location.searchStr).toBe("?drawer=user"))
    await act(() => router.navigate({ to: "/tasks" as never }))
    await waitFor(() => expect(store.get(openDrawerAtom)).toBeNull())
    act(() => router.history.back())
    await waitFor(() => expect(store.get(openDrawerAtom)).toBe("user"))
    expect(router.state.location.pathname).toBe("/portals-main")
    expect(await screen.findByRole("dialog", { name: "Users" })).toBeTruthy()
  })
})
