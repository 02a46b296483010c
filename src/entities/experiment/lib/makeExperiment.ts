// An experiment for stories and tests.
import type { Experiment } from "@/shared/api"

export const makeExperiment = (overrides: Partial<Experiment> = {}): Experiment => ({
  id: 7,
  portal_id: 3,
  name: "Headline test",
  status: "running",
  goal: "clicks",
  page: { id: "101", name: "Pricing" },
  variants: [
    {
      id: 11,
      name: "Control",
      source: "control",
      template: null,
      crm_page_id: "101",
      traffic_percent: 50,
      visitors: 1200,
      conversions: 144,
      conversion_rate: 0.12,
      probability_to_beat_control: null
    },
    {
      id: 12,
      name: "Bold headline",
      source: "copy",
      template: null,
      crm_page_id: "102",
      traffic_percent: 50,
      visitors: 1180,
      conversions: 165,
      conversion_rate: 0.1398,
      probability_to_beat_control: 0.9123
    }
  ],
  leader_variant_id: 12,
  winner_variant_id: null,
  started_at: "2026-11-20T10:00:00.000Z",
  stopped_at: null,
  created_at: "2026-11-20T09:55:00.000Z",
  ...overrides
})
