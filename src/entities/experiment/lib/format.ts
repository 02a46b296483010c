// How experiments read on screen: status and goal labels, rates and probabilities as percentages.
import type { Experiment, ExperimentGoal, ExperimentStatus } from "@/shared/api"

export const EXPERIMENT_STATUS_LABELS: Record<ExperimentStatus, string> = {
  draft: "Draft",
  running: "Running",
  stopped: "Stopped",
  completed: "Completed"
}

export const EXPERIMENT_GOAL_LABELS: Record<ExperimentGoal, string> = {
  form_submissions: "Form submissions",
  clicks: "Clicks"
}

/** 0.1234 → "12.34%"; null → "—". */
export const percent = (value: number | null): string => (value === null ? "—" : `${(value * 100).toFixed(2)}%`)

/** The leading (or winning) variant's name, or "—" while nobody has visited. */
export const leaderName = (experiment: Pick<Experiment, "variants" | "leader_variant_id" | "winner_variant_id">): string => {
  const id = experiment.winner_variant_id ?? experiment.leader_variant_id
  return experiment.variants.find((variant) => variant.id === id)?.name ?? "—"
}
