// The review as an action flow uses it, against a scripted server: the check, the modal, the write with the
// choices, and the write refused for a file edited again since the review.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { Exit } from "effect"
import { useState } from "react"
import { describe, expect, it } from "vitest"

import { ApiError } from "@/shared/api"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { makeDriftedFile, makeOverwriteCheck } from "../lib/makeDriftedFile.ts"
import { OverwriteReviewModal } from "../ui/OverwriteReviewModal.tsx"
import { REVIEW_AGAIN_NOTICE } from "./reviewAgain.ts"
import { type Resolutions, useOverwriteReview } from "./useOverwriteReview.ts"

const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const refused = new ApiError({ status: 409, statusCode: 40901, message: "An error occurred. Please try again later." })

/** A flow writing through the guard: `answers` are the write's results in turn (true: written). */
function Flow({ answers }: { answers: Array<boolean> }) {
  const overwrite = useOverwriteReview()
  const [writes, setWrites] = useState<Array<Resolutions>>([])
  const [outcome, setOutcome] = useState("none")
  const press = async () => {
    const exit = await overwrite.guard(101, { kind: "module", action: "upgrade", module: "hero" }, (resolutions) => {
      setWrites((current) => [...current, resolutions])
      return Promise.resolve(answers.shift() === true ? Exit.succeed("written") : Exit.fail(refused))
    })
    setOutcome(exit === null ? "cancelled" : Exit.isSuccess(exit) ? exit.value : "failed")
  }
  return (
    <>
      <button onClick={() => void press()}>Upgrade</button>
      <output aria-label="checking">{String(overwrite.isChecking)}</output>
      <output aria-label="outcome">{outcome}</output>
      <output aria-label="writes">{JSON.stringify(writes)}</output>
      <OverwriteReviewModal {...overwrite.modal} />
    </>
  )
}

const setup = async (check: FakeRoute, answers: Array<boolean> = [true]) => {
  const server = fakeServer({ [CHECK]: check })
  await renderWithApp(<Flow answers={answers} />, { server })
  fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
  return server
}

const outcome = () => screen.getByLabelText("outcome").textContent
const writes = () => JSON.parse(screen.getByLabelText("writes").textContent ?? "[]") as Array<Resolutions>

describe("useOverwriteReview", () => {
  it("steps aside when the check refuses the operation itself: the write answers, in its flow's own words", async () => {
    // Already at that version, HubDB permission missing (40010) …: the write goes ahead without choices, and the
    // server refuses it the same way for the flow to say why (here the scripted write simply answers).
    for (const refusal of [
      { status: 409, body: { message: "This portal already has Hero 1.0.0." } },
      { status: 403, body: { message: "missing hubdb scope", status_code: 40010 } }
    ]) {
      const server = await setup(refusal, [true])
      await waitFor(() => expect(outcome()).toBe("written"))
      expect(writes()).toEqual([[]])
      expect(screen.queryByRole("dialog")).toBeNull()
      expect(server.requests).toHaveLength(1)
      cleanup()
    }
  })

  it("shows a check that failed (not a refusal) in the modal, with Retry", async () => {
    await setup({ status: 500, body: { message: "Whoops, something went wrong on our servers." } })
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy()
    expect(writes()).toEqual([])
  })

  it("writes at once, without a modal, when the portal holds nothing edited", async () => {
    const server = await setup({ status: 200, body: { data: makeOverwriteCheck([]) } })
    await waitFor(() => expect(outcome()).toBe("written"))
    expect(writes()).toEqual([[]])
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(server.requests.map((request) => [request.path, request.body])).toEqual([
      ["/portal/api/v2/portals/101/overwrite-check", { operation: { kind: "module", action: "upgrade", module: "hero" } }]
    ])
  })

  it("asks before writing, and writes with the choices", async () => {
    const file = makeDriftedFile()
    await setup({ status: 200, body: { data: makeOverwriteCheck([file]) } })
    fireEvent.click(await screen.findByRole("radio", { name: /Take the new version/ }))
    expect(writes()).toEqual([])
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    await waitFor(() => expect(outcome()).toBe("written"))
    expect(writes()).toEqual([[{ path: file.path, portal_hash: file.portal_hash, choice: "take" }]])
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("Cancel writes nothing", async () => {
    await setup({ status: 200, body: { data: makeOverwriteCheck() } })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(outcome()).toBe("cancelled"))
    expect(writes()).toEqual([])
  })

  it("reads and asks again when the write is refused for a file edited since the review", async () => {
    const first = makeDriftedFile()
    const second = makeDriftedFile({ portal_hash: "b".repeat(64), portal: `${first.portal}<!-- edited again -->\n` })
    let reads = 0
    const server = await setup(() => ({ status: 200, body: { data: makeOverwriteCheck([++reads === 1 ? first : second]) } }), [false, true])
    fireEvent.click(await screen.findByRole("radio", { name: /Keep the portal's file/ }))
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText(REVIEW_AGAIN_NOTICE)).toBeTruthy()
    // The second review starts with no choice made.
    const keep = await screen.findByRole("radio", { name: /Keep the portal's file/ })
    expect(keep).toHaveProperty("checked", false)
    fireEvent.click(keep)
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    await waitFor(() => expect(outcome()).toBe("written"))
    expect(writes().map((resolutions) => resolutions.map((resolution) => resolution.portal_hash))).toEqual([
      [first.portal_hash],
      [second.portal_hash]
    ])
    expect(server.requests).toHaveLength(2)
  })

  it("shows a failed check in the modal, and Retry reads again", async () => {
    let reads = 0
    await setup(() =>
      ++reads === 1 ? { status: 503, body: { message: "down" } } : { status: 200, body: { data: makeOverwriteCheck([]) } }
    )
    expect(await screen.findByText("The portal's files could not be read.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(outcome()).toBe("written"))
    expect(reads).toBe(2)
  })
})
