// vitest's file order for the server tests: the files known to take minutes first, then vitest's own
// order (on a clean clone, which has no timings cached: the largest files first).
//
// Why: vitest hands files out in that order to its two workers, and a clean clone's order put the contract
// fuzz shards (4-line files, ~3 minutes each) and the kill tests last, where one worker ran them alone while
// the other had nothing left to do. Started first, they run beside the many short files instead.
import { BaseSequencer, type TestSpecification } from "vitest/node"

/** Longest first (seconds on the 2-core machine, from the README's Test section). */
const SLOW_FIRST = [
  "tests/server/fuzz/contract-fuzz.shard-1.test.ts", // ~180 s
  "tests/server/fuzz/contract-fuzz.shard-2.test.ts", // ~180 s
  "tests/server/billing-kill.test.ts", // ~150 s
  "tests/server/billing-kill-plans.test.ts", // ~130 s
  "tests/server/catalogue-import.test.ts", // ~70 s
  "tests/server/hubspot-limits.test.ts", // ~60 s
  "tests/server/fuzz/authorization-matrix.test.ts", // ~60 s
  "tests/server/migration-recovery.test.ts", // ~50 s
  "tests/server/batch-kill.test.ts" // ~40 s
]

const rank = (spec: TestSpecification) => {
  const index = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
  return index === -1 ? SLOW_FIRST.length : index
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const sorted = await super.sort(files)
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
