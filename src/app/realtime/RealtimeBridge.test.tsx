// The re-authorisation round trip in one tab: 40010 → Reauthorize (a new tab at the sign-in address) →
// the Reauth modal → reauth.complete for this user by (fake) realtime → the modal closes and the
// install that stopped runs again without another click.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore, useAtomValue } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { makeModule } from "@/entities/module"
import { useOpenPortal } from "@/entities/portal"
import { type PortalHealth, portalHealthQueries } from "@/entities/portal-health"
import { makeRollout, ROLLOUT_ID, rolloutQueries } from "@/entities/rollout"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { ModuleActionButton } from "@/features/install-module"
import { type RealtimeHandler, useApiQuery } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import RealtimeBridge from "./RealtimeBridge.tsx"

const listeners = new Map<string, RealtimeHandler>()
const emit = (channel: string, event: string, payload: unknown) => act(() => listeners.get(`${channel}/${event}`)?.(payload))

vi.mock("@/shared/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api")>()),
  connectRealtime: async () => ({
    listen: (channel: string, event: string, handler: RealtimeHandler) => {
      listeners.set(`${channel}/${event}`, handler)
      return () => listeners.delete(`${channel}/${event}`)
    },
    onChannelReady: () => () => undefined,
    disconnect: () => undefined
  })
}))

const base = "/module/api/v2/modules"
const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
const user = makeUser({ id: 7, agencies: [makeAgency({ id: 1, credit_limit: 2 })] })
const clientConfig: FakeRoute = clientConfigAnswer()
const noFiles: FakeRoute = { status: 200, body: { data: { files: [] } } }
const signInUrl: FakeRoute = { status: 200, body: { data: { data: { url: "https://app.hubspot.example/oauth/authorize?state=s" } } } }

interface FakeTab {
  location: { href: string }
  close: ReturnType<typeof vi.fn>
}

async function setup(signIn: FakeRoute = signInUrl) {
  const tab: FakeTab = { location: { href: "" }, close: vi.fn() }
  const open = vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window)
  const store = createStore()
  store.set(currentUserAtom, user)
  let installs = 0
  const server = fakeServer({
    "GET /auth/api/v2/client-config": clientConfig,
    [`POST ${base}/check-files`]: noFiles,
    // The overwrite review's check: nothing edited in the portal, so no review before the install.
    "POST /portal/api/v2/portals/:id/overwrite-check": {
      status: 200,
      body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } }
    },
    "POST /auth/api/v2/oauth/hubspot": signIn,
    [`POST ${base}/install`]: () => {
      installs += 1
      return installs === 1
        ? { status: 400, body: { message: "missing hubdb scope", status_code: 40010 } }
        : { status: 200, body: { data: makeModule({ name: "Data Table", key: "data-table", installed: true, button_state: "Installed" }) } }
    }
  })
  await renderWithApp(
    <>
      <RealtimeBridge />
      <ModuleActionButton
        module={makeModule({ name: "Data Table", key: "data-table", is_hub_db: true })}
        portal={portal}
        onChanged={() => undefined}
      />
    </>,
    { store, server }
  )
  await waitFor(() => expect(listeners.has("private-reauth.user.7/reauth.complete")).toBe(true))
  fireEvent.click(screen.getByRole("button", { name: /^Install (?!Module$)/ }))
  const dialog = await screen.findByRole("alertdialog", { name: "Additional Permissions Required" })
  fireEvent.click(within(dialog).getByRole("button", { name: "Reauthorize" }))
  return { tab, open, server }
}

const installCalls = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.path === `${base}/install`).length

describe("re-authorisation after 40010", () => {
  beforeEach(() => listeners.clear())
  afterEach(() => vi.restoreAllMocks())

  it("Reauthorize opens the sign-in in a new tab and shows the Reauth modal", async () => {
    const { tab, open, server } = await setup()
    expect(open).toHaveBeenCalledWith("", "_blank")
    const modal = await screen.findByRole("dialog", { name: "Re-authorization" })
    expect(within(modal).getByRole("progressbar")).toBeTruthy()
    await waitFor(() => expect(tab.location.href).toBe("https://app.hubspot.example/oauth/authorize?state=s"))
    expect(server.requests.find((request) => request.path === "/auth/api/v2/oauth/hubspot")?.body).toEqual({
      portal_id: 101,
      purpose: "reauthorise"
    })
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("reauth.complete for this user closes the modal and installs the module without another click", async () => {
    const { server } = await setup()
    await screen.findByRole("dialog", { name: "Re-authorization" })
    emit("private-reauth.user.7", "reauth.complete", { user_id: 8 })
    expect(screen.getByRole("dialog", { name: "Re-authorization" })).toBeTruthy()
    emit("private-reauth.user.7", "reauth.complete", { user_id: 7 })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Re-authorization" })).toBeNull())
    await waitFor(() => expect(installCalls(server)).toBe(2))
    // module-install on the web channel for the same re-authorisation does not install twice.
    emit("private-sr-web-v3.user.7", "module-install", { user_id: 7, portal_id: 101 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(installCalls(server)).toBe(2)
  })

  it("module-install on the web channel for this user does the same; for another user nothing", async () => {
    const { server } = await setup()
    await screen.findByRole("dialog", { name: "Re-authorization" })
    emit("private-sr-web-v3.user.7", "module-install", { user_id: 8, portal_id: 101 })
    expect(screen.getByRole("dialog", { name: "Re-authorization" })).toBeTruthy()
    emit("private-sr-web-v3.user.7", "module-install", { user_id: 7, portal_id: 101 })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Re-authorization" })).toBeNull())
    await waitFor(() => expect(installCalls(server)).toBe(2))
  })

  it("a failure to get the sign-in address closes the tab and the modal quietly", async () => {
    const { tab } = await setup({ status: 500, body: { message: "boom" } })
    await waitFor(() => expect(tab.close).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Re-authorization" })).toBeNull())
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByRole("button", { name: /^Install (?!Module$)/ })).toBeTruthy()
  })
})

describe("core_upgrade.complete", () => {
  beforeEach(() => listeners.clear())

  it("reads the upgraded portal again through the cache: the editor's open portal shows the new plan", async () => {
    const store = createStore()
    store.set(currentUserAtom, user)
    let plan = "core"
    const server = fakeServer({
      "GET /auth/api/v2/client-config": clientConfig,
      "GET /portal/api/v2/portals/101": () => ({ status: 200, body: { data: { ...portal, plan } } })
    })
    await renderWithApp(
      <>
        <RealtimeBridge />
        <OpenPortalPlan />
      </>,
      { store, server, path: "/portals-main/101" }
    )
    expect(await screen.findByText("plan core")).toBeTruthy()
    await waitFor(() => expect(listeners.has("private-analytics.user.7/core_upgrade.complete")).toBe(true))
    plan = "pro"
    // Another portal's upgrade leaves the open one alone.
    emit("private-analytics.user.7", "core_upgrade.complete", { portal_id: 202 })
    emit("private-analytics.user.7", "core_upgrade.complete", { portal_id: 101 })
    expect(await screen.findByText("plan pro")).toBeTruthy()
    expect(server.requests.filter((request) => request.path === "/portal/api/v2/portals/101")).toHaveLength(2)
  })
})

describe("rollout.progress", () => {
  beforeEach(() => listeners.clear())

  it("reads the rollout it names again, and not another one", async () => {
    const store = createStore()
    store.set(currentUserAtom, user)
    // Ended states: the page does not poll them, so only the event reads it again.
    let status = "cancelled"
    const server = fakeServer({
      "GET /auth/api/v2/client-config": clientConfig,
      "GET /portal/api/v2/rollouts/:id": () => ({ status: 200, body: { data: makeRollout({ status: status as "cancelled" }) } })
    })
    await renderWithApp(
      <>
        <RealtimeBridge />
        <RolloutStatus />
      </>,
      { store, server }
    )
    expect(await screen.findByText("rollout cancelled")).toBeTruthy()
    await waitFor(() => expect(listeners.has("private-user.7/rollout.progress")).toBe(true))
    const reads = () => server.requests.filter((request) => request.path === `/portal/api/v2/rollouts/${ROLLOUT_ID}`).length
    const before = reads()
    status = "finished"
    emit("private-user.7", "rollout.progress", { rollout_id: "0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f", status: "running" })
    expect(reads()).toBe(before)
    emit("private-user.7", "rollout.progress", { rollout_id: ROLLOUT_ID, status: "finished" })
    expect(await screen.findByText("rollout finished")).toBeTruthy()
  })
})

const healthOf = (fields: Pick<PortalHealth, "id" | "connection">): PortalHealth => ({
  name: "Acme Website",
  hub_id: 20001001,
  plan: "core",
  agency: { id: 1, name: "Acme Agency" },
  theme: { installed: "5.0.0", latest: "5.0.0", behind: false },
  upgrades: { modules: 0, files: 0 },
  drift: null,
  work: { running: 0, failed: 0 },
  last_change: null,
  setup: "done",
  attention: [],
  ...fields
})

describe("portal health", () => {
  beforeEach(() => listeners.clear())

  it("a rollout's portal ending and a new personal entry read the portal's health again; another portal's event does not", async () => {
    const store = createStore()
    store.set(currentUserAtom, user)
    let connection: "connected" | "reconnect" = "connected"
    const server = fakeServer({
      "GET /auth/api/v2/client-config": clientConfig,
      "GET /portal/api/v2/portals/:id/health": () => ({ status: 200, body: { data: healthOf({ id: 101, connection }) } })
    })
    await renderWithApp(
      <>
        <RealtimeBridge />
        <HealthConnection />
      </>,
      { store, server }
    )
    expect(await screen.findByText("connection connected")).toBeTruthy()
    await waitFor(() => expect(listeners.has("private-user.7/notification.created")).toBe(true))
    const reads = () => server.requests.filter((request) => request.path === "/portal/api/v2/portals/101/health").length
    const before = reads()
    emit("private-user.7", "rollout.progress", { rollout_id: ROLLOUT_ID, status: "running", event: "succeeded", portal_id: 202 })
    expect(reads()).toBe(before)
    emit("private-user.7", "rollout.progress", { rollout_id: ROLLOUT_ID, status: "running", event: "succeeded", portal_id: 101 })
    await waitFor(() => expect(reads()).toBe(before + 1))
    connection = "reconnect"
    emit("private-user.7", "notification.created", { user_id: 7 })
    expect(await screen.findByText("connection reconnect")).toBeTruthy()
  })
})

/** What the portal's own page shows of its connection (read through the cache the bridge invalidates). */
function HealthConnection() {
  const health = useApiQuery(portalHealthQueries.one(101), { staleTime: Number.POSITIVE_INFINITY })
  return <p>{health.status === "success" ? `connection ${health.data.connection}` : "loading"}</p>
}

/** What the progress page shows of a rollout's status (read through the cache the bridge invalidates). */
function RolloutStatus() {
  const rollout = useApiQuery(rolloutQueries.one(ROLLOUT_ID), { staleTime: Number.POSITIVE_INFINITY })
  return <p>{rollout.status === "success" ? `rollout ${rollout.data.status}` : "loading"}</p>
}

/** What an editor screen shows of the open portal (useOpenPortal reads it from the cache). */
function OpenPortalPlan() {
  const open = useOpenPortal(useAtomValue(roleFlagsAtom))
  return <p>{open === null ? "no portal" : `plan ${open.plan}`}</p>
}
