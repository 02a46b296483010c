import { afterEach, describe, expect, it } from "vitest"

import type { Batch } from "@/shared/api"
import { fakeServer } from "@/shared/lib/testing"

import type { BatchProgress } from "./batchProgress.ts"
import { isBatchEnded, pollBatch } from "./pollBatch.ts"
import { progressFeed } from "./progressFeed.ts"

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
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

afterEach(() => progressFeed.setConnection(null))

describe("pollBatch", () => {
  it("reads once for the true total, then moves with each realtime event without reading again", async () => {
    progressFeed.setConnection(7)
    const server = fakeServer({ "GET /portal/api/v2/batch/b9": { status: 200, body: { data: read(0) } } })
    const seen: Array<string> = []
    const followed = server.runtime.runPromise(
      pollBatch("b9", {
        ended: isBatchEnded,
        onProgress: (batch) => seen.push(`${batch.processedJobs}/${batch.totalJobs}`),
        interval: "10 millis"
      })
    )
    while (seen.length === 0) await tick()
    for (const done of [1, 2, 3, 4, 5, 6]) {
      progressFeed.publish(event(done))
      await tick()
    }
    expect((await followed).status).toBe("finished")
    expect(seen).toEqual(["0/6", "1/6", "2/6", "3/6", "4/6", "5/6", "6/6"])
    expect(server.requests).toHaveLength(1)
  })

  it("polls while the connection is down, and goes back to reading when it drops mid-way", async () => {
    progressFeed.setConnection(7)
    let reads = 0
    const server = fakeServer({ "GET /portal/api/v2/batch/b9": () => ({ status: 200, body: { data: read(reads++ === 0 ? 0 : 6) } }) })
    const seen: Array<number> = []
    const followed = server.runtime.runPromise(
      pollBatch("b9", { ended: isBatchEnded, onProgress: (batch) => seen.push(batch.processedJobs), interval: "10 millis" })
    )
    while (seen.length === 0) await tick()
    progressFeed.setConnection(null)
    expect((await followed).processedJobs).toBe(6)
    expect(seen).toEqual([0, 6])
    expect(server.requests).toHaveLength(2)
  })
})
