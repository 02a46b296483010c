// The tracking snippet run in a browser-like window (happy-dom): what it sends, when, and that it stays
// small. The collector's side is in tests/server/experiment-events.test.ts.
import { Window } from "happy-dom"
import { describe, expect, it } from "vitest"

import { COLLECTOR_PATH, trackerPath, trackerSnippet } from "./trackerSnippet.ts"

const APP = "https://app.example"

/** A page of a HubSpot site with the snippet; the beacons it sends, decoded. */
const pageWithSnippet = async (hsVars: Record<string, unknown> | undefined, storage: Record<string, string> = {}) => {
  const window = new Window({ url: "https://www.acme.example/pricing" })
  const sent: Array<{ url: string; body: Record<string, unknown> }> = []
  const pending: Array<Promise<void>> = []
  Object.defineProperty(window.navigator, "sendBeacon", {
    value: (url: string, blob: Blob) => {
      expect(blob.type).toBe("text/plain")
      pending.push(blob.text().then((text) => void sent.push({ url, body: JSON.parse(text) })))
      return true
    }
  })
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value)
  window.document.body.innerHTML = `<a href="#go" id="cta"><span id="label">Get started</span></a><p id="text">Text</p><form id="form"></form>`
  if (hsVars !== undefined) (window as unknown as { hsVars: unknown }).hsVars = hsVars
  window.eval(trackerSnippet(APP))
  const flush = async () => {
    await Promise.all(pending)
    return sent.map((beacon) => ({ url: beacon.url, event: beacon.body["event"], body: beacon.body }))
  }
  return { window, flush }
}

describe("tracking snippet", () => {
  it("is a few hundred bytes of plain JavaScript installed under the theme's js folder", () => {
    expect(trackerSnippet(APP).length).toBeLessThan(1024)
    expect(trackerPath("sr")).toBe("sr/js/experiment-tracker.js")
  })

  it("reports the view, clicks on links and buttons, and form submissions of the page to the collector", async () => {
    const { window, flush } = await pageWithSnippet({ page_id: 4242, portal_id: 20001001 })
    const document = window.document
    document.getElementById("label")!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }))
    document.getElementById("text")!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }))
    document.getElementById("form")!.dispatchEvent(new window.Event("submit", { bubbles: true }))
    window.dispatchEvent(new window.MessageEvent("message", { data: { type: "hsFormCallback", eventName: "onFormSubmitted" } }))
    const beacons = await flush()
    expect(beacons.map((beacon) => beacon.event)).toEqual(["view", "click", "form_submission", "form_submission"])
    expect(new Set(beacons.map((beacon) => beacon.url))).toEqual(new Set([`${APP}${COLLECTOR_PATH}`]))
    const visitor = window.localStorage.getItem("pb_visitor")
    expect(visitor).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(beacons[0]!.body).toEqual({ hub_id: 20001001, page_id: "4242", visitor_id: visitor, event: "view" })
  })

  it("keeps the visitor's id across pages, and does nothing on a page without hsVars", async () => {
    const known = await pageWithSnippet({ page_id: 1, portal_id: 2 }, { pb_visitor: "returning-visitor-1" })
    expect((await known.flush())[0]!.body["visitor_id"]).toBe("returning-visitor-1")
    const bare = await pageWithSnippet(undefined)
    bare.window.document.getElementById("cta")!.dispatchEvent(new bare.window.MouseEvent("click", { bubbles: true }))
    expect(await bare.flush()).toEqual([])
  })
})
