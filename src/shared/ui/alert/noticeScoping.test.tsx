import { act, render, screen, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { Dialog } from "../dialog/Dialog.tsx"
import { Modal } from "../dialog/Modal.tsx"
import { Drawer } from "../drawer/Drawer.tsx"
import { openDrawerAtom } from "../drawer/openDrawerAtom.ts"
import { AlertOutlet } from "./AlertOutlet.tsx"
import { alertsAtom } from "./alertsAtom.ts"
import { keepForScreen } from "./keepForScreen.ts"
import { NoticeOwner } from "./NoticeOwner.tsx"
import { type AlertsApi, useAlerts } from "./useAlerts.ts"

/** The notices API each named place held when it last rendered (a late answer uses the one it started with). */
const apis = new Map<string, AlertsApi>()
function Grab({ as }: { as: string }) {
  apis.set(as, useAlerts())
  return null
}
const api = (name: string) => apis.get(name)!

function App({ page, modalOpen = false }: { page: string; modalOpen?: boolean }) {
  return (
    <NoticeOwner screen={page}>
      <Grab as="page" />
      <Drawer name="agency" title="Agencies">
        <Grab as="agency" />
      </Drawer>
      <Drawer name="user" title="Users">
        <Grab as="user" />
      </Drawer>
      <Modal isOpen={modalOpen} onOpenChange={() => undefined}>
        <Dialog title="Buy Credits">
          <Grab as="modal" />
        </Dialog>
      </Modal>
      <AlertOutlet />
    </NoticeOwner>
  )
}

function setup(page = "page:/portals-main/1#1") {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const view = render(<App page={page} />, { wrapper })
  const open = (drawer: "agency" | "user" | null) => act(() => store.set(openDrawerAtom, drawer))
  const slideOut = () => act(() => vi.advanceTimersByTime(1000))
  return { store, open, slideOut, rerender: (props: { page: string; modalOpen?: boolean }) => view.rerender(<App {...props} />) }
}

beforeEach(() => {
  vi.useFakeTimers()
  apis.clear()
})
afterEach(() => vi.useRealTimers())

describe("notices belong to the screen that raised them", () => {
  it("a notice raised in one drawer does not show in the drawer opened next, and is gone when the first opens again", () => {
    const { store, open, slideOut } = setup()
    open("agency")
    act(() => void api("agency").show({ type: "danger", content: "The agency could not be saved." }))
    expect(within(screen.getByRole("dialog", { name: "Agencies" })).getByRole("alert").textContent).toContain("could not be saved")

    open("user")
    slideOut()
    expect(screen.getByRole("dialog", { name: "Users" })).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(store.get(alertsAtom)).toEqual([])

    open("agency")
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("closing the drawer takes its notices: the page under it does not show them", () => {
    const { store, open } = setup()
    open("agency")
    act(() => void api("agency").show({ type: "success", content: "The agency was updated" }))
    expect(screen.getByRole("status").textContent).toContain("The agency was updated")
    open(null)
    expect(screen.queryByRole("status")).toBeNull()
    expect(store.get(alertsAtom)).toEqual([])
  })

  it("work that goes on after its drawer closed tells the page beneath, and only while that page is in front", () => {
    const { store, open, rerender } = setup()
    open("agency")
    const { show } = api("agency")
    open(null)
    act(() => void show({ type: "warning", content: "Your page is still being created.", onPageBeneath: true }))
    expect(screen.getByRole("status").textContent).toContain("still being created")
    rerender({ page: "page:/portals-main/2#2" })
    expect(screen.queryByRole("status")).toBeNull()
    expect(store.get(alertsAtom)).toEqual([])
  })

  it("an answer that arrives after the user moved on shows nowhere", () => {
    const { store, open, slideOut } = setup()
    open("agency")
    // The save started in the Agencies drawer; the user opens Users before its answer comes.
    const { show } = api("agency")
    open("user")
    slideOut()
    act(() => void show({ type: "danger", content: "The agency could not be saved." }))
    expect(screen.queryByRole("alert")).toBeNull()
    // And it is dropped at the next change, not carried along.
    open(null)
    expect(store.get(alertsAtom)).toEqual([])
  })

  it("a page's notice leaves when the route or portal changes, and a late one from the old page never shows", () => {
    const { store, rerender } = setup("page:/portals-main/1#1")
    act(() => void api("page").show({ type: "success", content: "Layout has been saved!" }))
    expect(screen.getByRole("status").textContent).toContain("Layout has been saved!")
    const { show } = api("page")
    rerender({ page: "page:/portals-main/2#2" })
    expect(screen.queryByRole("status")).toBeNull()
    act(() => void show({ type: "success", content: "The portal was updated" }))
    expect(screen.queryByRole("status")).toBeNull()
    expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual(["The portal was updated"])
    rerender({ page: "page:/portals-main/1#3" })
    expect(screen.queryByRole("status")).toBeNull()
    expect(store.get(alertsAtom)).toEqual([])
  })

  it("a page's notice does not follow the user into a drawer", () => {
    const { open } = setup()
    act(() => void api("page").show({ type: "success", content: "Purchase Successful!" }))
    open("user")
    expect(screen.queryByText("Purchase Successful!")).toBeNull()
  })

  it("a modal opened over a drawer reports to that drawer, and its notice stays there once the modal closes", () => {
    const { open, rerender } = setup("page:/p#1")
    open("agency")
    rerender({ page: "page:/p#1", modalOpen: true })
    act(() => void api("modal").show({ type: "success", content: "Purchase Successful!" }))
    rerender({ page: "page:/p#1", modalOpen: false })
    expect(within(screen.getByRole("dialog", { name: "Agencies" })).getByRole("status").textContent).toContain("Purchase Successful!")
  })

  it("a notice handed over goes on in the drawer the caller opens, or on the next page", () => {
    const { open, rerender } = setup("page:/p#1")
    act(() => void api("page").show({ type: "success", content: "Resuming: Install Icon List", handOver: "user" }))
    open("user")
    expect(within(screen.getByRole("dialog", { name: "Users" })).getByRole("status").textContent).toContain("Resuming")

    open(null)
    act(() => vi.advanceTimersByTime(1000))
    open("agency")
    act(() => void api("agency").show({ type: "success", content: "Account Deleted!", handOver: "page" }))
    open(null)
    expect(screen.queryByText("Account Deleted!")).toBeNull()
    rerender({ page: "page:/#2" })
    expect(screen.getByRole("status").textContent).toContain("Account Deleted!")
  })
})

describe("keepForScreen", () => {
  const entry = (owner: string, handOver?: string) => ({
    id: 1,
    type: "success" as const,
    content: "x",
    owner,
    ...(handOver === undefined ? {} : { handOver })
  })

  it("keeps the screen's own, drops others, and adopts one handed to the screen now in front", () => {
    const own = [entry("page:/a#1")]
    expect(keepForScreen(own, "page:/a#1", null)).toBe(own)
    expect(keepForScreen([entry("page:/a#1")], "page:/a#1>drawer:user#2", "user")).toEqual([])
    expect(keepForScreen([entry("page:/a#1", "user")], "page:/a#1>drawer:user#2", "user")).toEqual([entry("page:/a#1>drawer:user#2")])
    expect(keepForScreen([entry("page:/a#1", "user")], "page:/a#1>drawer:plan#2", "plan")).toEqual([])
    // Handed to the next page: waits while its own page is still in front, then moves on.
    const leaving = [entry("page:/a#1>drawer:account-detail#2", "page")]
    expect(keepForScreen(leaving, "page:/a#1", null)).toBe(leaving)
    expect(keepForScreen(leaving, "page:/#3", null)).toEqual([entry("page:/#3")])
  })
})
