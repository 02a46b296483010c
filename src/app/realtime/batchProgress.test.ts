import { QueryClient } from "@tanstack/react-query"
import { afterEach, describe, expect, it } from "vitest"

import { batchKeys, type BatchProgress, makePortalBatch, type PortalBatch, portalBatchesPoll, progressFeed } from "@/entities/batch"
import type { RealtimeConnection, RealtimeHandler } from "@/shared/api"

import { listenToBatchProgress } from "./batchProgress.ts"

const CHANNEL = "private-user.7"

function fakeConnection() {
  let handler: RealtimeHandler = () => undefined
  let ready: (ready: boolean) => void = () => undefined
  const connection: RealtimeConnection = {
    listen: (_channel, _event, listener) => {
      handler = listener
      return () => undefined
    },
    onChannelReady: (_channel, watcher) => {
      ready = watcher
      watcher(false)
      return () => undefined
    },
    disconnect: () => undefined
  }
  return { connection, send: (payload: unknown) => handler(payload), setReady: (value: boolean) => ready(value) }
}

const pending = makePortalBatch({
  id: "b1",
  progress: 0,
  processedJobs: 0,
  totalJobs: 3,
  items: [1, 2, 3].map((seq) => ({ seq, label: `Module ${seq}`, status: "pending" as const, error: null }))
})

const event = (processedJobs: number, seq: number, overrides: Partial<BatchProgress> = {}): BatchProgress => ({
  batch_id: "b1",
  portal_id: 101,
  seq,
  job_status: "done",
  error: null,
  progress: Math.floor((processedJobs * 100) / 3),
  processedJobs,
  failedJobs: 0,
  totalJobs: 3,
  status: processedJobs === 3 ? "finished" : "running",
  ...overrides
})

let stop: () => void = () => undefined
afterEach(() => stop())

describe("batch.progress into the cache", () => {
  it("moves the cached counts one job at a time, ignores older news, and polls only while the channel is not ready", () => {
    const queryClient = new QueryClient()
    const key = batchKeys.ofPortal(101)
    queryClient.setQueryData<ReadonlyArray<PortalBatch>>(key, [pending])
    const fake = fakeConnection()
    stop = listenToBatchProgress(fake.connection, CHANNEL, 7, queryClient)
    const cached = () => queryClient.getQueryData<ReadonlyArray<PortalBatch>>(key)![0]!

    // Down: the batch is polled. Ready: its progress comes by realtime, so no poll.
    expect(portalBatchesPoll([pending])).toBe(5_000)
    fake.setReady(true)
    expect(progressFeed.connectedAs()).toBe(7)
    expect(portalBatchesPoll([pending])).toBe(false)
    // Someone else's batch is not reported on this user's channel: still polled.
    expect(portalBatchesPoll([makePortalBatch({ started_by: { id: 8, name: "Bo" } })])).toBe(5_000)

    fake.send(event(1, 1))
    expect([cached().processedJobs, cached().totalJobs, cached().items[0]!.status]).toEqual([1, 3, "done"])
    fake.send(event(2, 3, { job_status: "failed", error: "Install css/main.css first.", processedJobs: 1, failedJobs: 1 }))
    expect([cached().processedJobs, cached().failedJobs, cached().items[2]]).toEqual([
      1,
      1,
      { seq: 3, label: "Module 3", status: "failed", error: "Install css/main.css first." }
    ])
    // A late copy of the first event changes nothing.
    fake.send(event(1, 1))
    expect(cached().failedJobs).toBe(1)
    fake.send({ batch_id: "b1", nonsense: true })
    expect(cached().processedJobs).toBe(1)

    fake.send(event(2, 2, { failedJobs: 1, status: "finished", progress: 100 }))
    expect([cached().status, cached().processedJobs + cached().failedJobs, cached().finished_at === null]).toEqual(["finished", 3, false])

    fake.setReady(false)
    expect(progressFeed.connectedAs()).toBeNull()
  })

  it("reads the list again for a batch it does not hold yet", () => {
    const queryClient = new QueryClient()
    const key = batchKeys.ofPortal(101)
    queryClient.setQueryData<ReadonlyArray<PortalBatch>>(key, [])
    const fake = fakeConnection()
    stop = listenToBatchProgress(fake.connection, CHANNEL, 7, queryClient)
    fake.send(event(1, 1))
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
  })
})
