import { act, renderHook, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { makePortalBatch } from "@/entities/batch"
import { ApiProvider, type PortalBatch } from "@/shared/api"
import { type FakeServer, fakeServer } from "@/shared/lib/testing"

import { batchActivity, nextActivityExpiry, RECENT_FINISH_MS, useBatchActivity } from "./useBatchActivity.ts"

const NOW = Date.parse("2026-11-28T12:00:00.000Z")
const finishedAgo = (ms: number, id = "batch-1"): PortalBatch =>
  makePortalBatch({ id, status: "finished", progress: 100, finished_at: new Date(NOW - ms).toISOString() })

const batchesPath = "/portal/api/v2/portals/1/batches"

function setup(batches: ReadonlyArray<PortalBatch>) {
  const server = fakeServer({ [`GET ${batchesPath}`]: { status: 200, body: { data: batches } } })
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider runtime={server.runtime}>{children}</ApiProvider>
  return { server, ...renderHook(() => useBatchActivity(1), { wrapper }) }
}

const reads = (server: FakeServer) => server.requests.filter((request) => request.path === batchesPath).length

afterEach(() => {
  vi.useRealTimers()
})

describe("batchActivity", () => {
  it("shows while a batch runs, or until RECENT_FINISH_MS after one finished", () => {
    expect(batchActivity([makePortalBatch()], NOW)).toEqual({ shown: true, running: 1 })
    expect(batchActivity([finishedAgo(RECENT_FINISH_MS - 1)], NOW)).toEqual({ shown: true, running: 0 })
    expect(batchActivity([finishedAgo(RECENT_FINISH_MS)], NOW)).toEqual({ shown: false, running: 0 })
    expect(batchActivity([], NOW)).toEqual({ shown: false, running: 0 })
  })
})

describe("nextActivityExpiry", () => {
  it("is the time left to the earliest window still open, null when none will close", () => {
    expect(nextActivityExpiry([finishedAgo(60_000), finishedAgo(120_000, "batch-2")], NOW)).toBe(RECENT_FINISH_MS - 120_000)
    expect(nextActivityExpiry([finishedAgo(RECENT_FINISH_MS), makePortalBatch()], NOW)).toBeNull()
    expect(nextActivityExpiry([], NOW)).toBeNull()
  })
})

describe("useBatchActivity", () => {
  // Each boundary check is synchronous (act + expect), so the fake clock moves only by what the test advances.
  it("hides the entry exactly when the finished batch's window ends, without reading the batches again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    const finishedAt = NOW - RECENT_FINISH_MS + 60_000
    const { server, result } = setup([finishedAgo(RECENT_FINISH_MS - 60_000)])
    await waitFor(() => expect(result.current.shown).toBe(true), { timeout: 15_000 })
    const readsBefore = reads(server)

    act(() => vi.advanceTimersByTime(finishedAt + RECENT_FINISH_MS - Date.now() - 1))
    expect(result.current.shown).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.shown).toBe(false)
    expect(reads(server)).toBe(readsBefore)
  })

  it("keeps the entry until the last of several finished batches leaves its window", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    const { server, result } = setup([finishedAgo(RECENT_FINISH_MS - 30_000), finishedAgo(RECENT_FINISH_MS - 90_000, "batch-2")])
    await waitFor(() => expect(result.current.shown).toBe(true), { timeout: 15_000 })
    const readsBefore = reads(server)
    const lastEnds = NOW + 90_000

    act(() => vi.advanceTimersByTime(NOW + 30_000 - Date.now()))
    expect(result.current.shown).toBe(true)
    act(() => vi.advanceTimersByTime(lastEnds - Date.now() - 1))
    expect(result.current.shown).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.shown).toBe(false)
    expect(reads(server)).toBe(readsBefore)
  })
})
