// Page experiments: who may read and change them, the HubSpot A/B test behind each (create-variation
// for its one variation, ab-test/end when a winner is declared), the state machine draft → running →
// stopped → completed, and results from what the tracking snippet reported to the collector. Starting
// installs the snippet in the portal's theme folder. Every change writes an activity-log entry with it.
// Deleting archives the CRM pages the experiment made (never the control, nor a completed one's winner).
// Each use case lives in its own module of this folder; the service puts them together.
import { Effect } from "effect"

import { ExperimentEventRepo } from "../../db/repos/ExperimentEventRepo.ts"
import { ExperimentRepo } from "../../db/repos/ExperimentRepo.ts"
import { createExperiment } from "./createExperiment.ts"
import { experimentLifecycle } from "./experimentLifecycle.ts"
import { experimentReads } from "./experimentReads.ts"
import { removeExperiment } from "./removeExperiment.ts"

export class Experiments extends Effect.Service<Experiments>()("server/domain/Experiments", {
  effect: Effect.gen(function* () {
    const { list, options, read } = yield* experimentReads
    const create = yield* createExperiment
    const { start, stop, declareWinner } = yield* experimentLifecycle
    const remove = yield* removeExperiment
    return { list, options, create, read, start, stop, declareWinner, remove } as const
  }),
  dependencies: [ExperimentRepo.Default, ExperimentEventRepo.Default]
}) {}
