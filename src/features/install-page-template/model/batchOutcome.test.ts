import { describe, expect, it } from "vitest"

import type { Batch } from "@/shared/api"

import { batchOutcome } from "./batchOutcome.ts"

const batch = (progress: number, processedJobs: number, failedJobs: number, totalJobs = 3): Batch => ({
  id: "b1",
  progress,
  processedJobs,
  failedJobs,
  totalJobs,
  status: progress >= 100 ? "finished" : "running"
})

describe("batchOutcome (spec 2 section 4, page install)", () => {
  it("is complete at progress 100 with every job processed", () => expect(batchOutcome(batch(100, 3, 0))).toBe("complete"))
  it("is incomplete at progress 100 with a job not processed", () => expect(batchOutcome(batch(100, 2, 1))).toBe("incomplete"))
  it("is incomplete when every job failed", () => expect(batchOutcome(batch(100, 0, 3))).toBe("incomplete"))
  it("keeps running below 100", () => expect(batchOutcome(batch(66, 1, 1))).toBe("running"))
})
