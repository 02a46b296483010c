export {
  createExperiment,
  declareWinner,
  deleteExperiment,
  listExperiments,
  readExperiment,
  readExperimentOptions,
  startExperiment,
  stopExperiment
} from "./api/experiments.ts"
export { EXPERIMENT_GOAL_LABELS, EXPERIMENT_STATUS_LABELS, leaderName, percent } from "./lib/format.ts"
export { makeExperiment } from "./lib/makeExperiment.ts"
export { ExperimentStatusBadge } from "./ui/ExperimentStatusBadge.tsx"
export type { VariantResultsTableProps } from "./ui/VariantResultsTable.tsx"
export { VariantResultsTable } from "./ui/VariantResultsTable.tsx"
