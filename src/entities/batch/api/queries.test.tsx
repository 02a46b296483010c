// A batch followed as its query: one read, then the realtime events carried into the cache, reads while the
// connection is down, and no read at all once it has ended or a read failed.
import { useQuery } from "@tanstack/react-query"
import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import type { Batch } from "@/shared/api"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { isBatchEnded } from "../model/batchEnd.ts"
import type { BatchProgress } from "../model/batchProgress.ts"
import { progressFeed } from "../model/progressFeed.ts"
import { applyBatchProgress, refreshPortalBatches } from "../model/usePortalBatches.ts"
import { batchQueries } from "./queries.ts"

const read = (processedJobs: number): Batch => ({
  id: "b9",
  progress: Math.floor((processedJobs * 100) / 6),
  processedJobs,
  totalJobs: 6,
  failedJobs: 0,
  status: processedJobs === 6 ? "finished" : "running"
})
const event = (processedJobs: number): BatchProgress => ({
  batch_id: "b9",
  portal_id: 101,
  seq: processedJobs,
  job_status: "done",
  error: null,
  progress: Math.floor((processedJobs * 100) / 6),
  processedJobs,
  failedJobs: 0,
  totalJobs: 6,
  status: processedJobs === 6 ? "finished" : "running"
})
const batchPath = "/portal/api/v2/batch/b9"
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function Followed({ seen }: { readonly seen: Array<string> }) {
  const query = useQuery(batchQueries.progress("b9", isBatchEnded, 10))
  if (query.error !== null) return <p>failed: {query.error.message}</p>
  if (query.data === undefined) return <p>loading</p>
  const step = `${query.data.processedJobs}/${query.data.totalJobs}`
  if (seen.at(-1) !== step) seen.push(step)
  return <p>{step}</p>
}

afterEach(() => progressFeed.setConnection(null))

describe("batchQueries.progress", () => {
  it("reads once for the true total, then moves with each realtime event without reading again", async () => {
    progressFeed.setConnection(7)
    const server = fakeServer({ [`GET ${batchPath}`]: { status: 200, body: { data: read(0) } } })
    const seen: Array<string> = []
    const { queryClient } = await renderWithApp(<Followed seen={seen} />, { server })
    await screen.findByText("0/6")
    for (const done of [1, 2, 3, 4, 5, 6]) {
      progressFeed.publish(event(done))
      applyBatchProgress(queryClient, event(done))
      await screen.findByText(`${done}/6`)
    }
    // Ended: not read again, not even when the bridge reads every batch again.
    refreshPortalBatches(queryClient)
    await pause(50)
    expect(seen).toEqual(["0/6", "1/6", "2/6", "3/6", "4/6", "5/6", "6/6"])
    expect(server.requests.filter((request) => request.path === batchPath)).toHaveLength(1)
  })

  it("reads while the connection is down, and reads at once when it drops mid-way", async () => {
    progressFeed.setConnection(7)
    let reads = 0
    const server = fakeServer({
      [`GET ${batchPath}`]: () => ({ status: 200, body: { data: read(reads++ === 0 ? 0 : reads === 2 ? 3 : 6) } })
    })
    const seen: Array<string> = []
    const { queryClient } = await renderWithApp(<Followed seen={seen} />, { server })
    await screen.findByText("0/6")
    await pause(50)
    // Connected: the events tell the progress, nothing is read meanwhile.
    expect(reads).toBe(1)
    // The bridge hears the connection go down and reads every batch again; the reads go on every 10 ms.
    progressFeed.setConnection(null)
    refreshPortalBatches(queryClient)
    await screen.findByText("6/6")
    await pause(50)
    expect(seen).toEqual(["0/6", "3/6", "6/6"])
    expect(reads).toBe(3)
  })

  it("an event heard before the first read came back is not lost", async () => {
    progressFeed.setConnection(7)
    const server = fakeServer({ [`GET ${batchPath}`]: { status: 200, body: { data: read(0) }, delayMs: 30 } })
    const seen: Array<string> = []
    await renderWithApp(<Followed seen={seen} />, { server })
    progressFeed.publish(event(2))
    await screen.findByText("2/6")
    expect(seen).toEqual(["2/6"])
  })

  it("a failed read is shown and nothing is read after it", async () => {
    const server = fakeServer({ [`GET ${batchPath}`]: { status: 500, body: { message: "Server Error" } } })
    await renderWithApp(<Followed seen={[]} />, { server })
    await screen.findByText(/^failed:/)
    await pause(60)
    expect(server.requests.filter((request) => request.path === batchPath)).toHaveLength(1)
  })
})
