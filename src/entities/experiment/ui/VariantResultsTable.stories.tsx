import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeExperiment } from "../lib/makeExperiment.ts"
import { VariantResultsTable } from "./VariantResultsTable.tsx"

const meta = {
  title: "entities/experiment/VariantResultsTable",
  component: VariantResultsTable,
  args: { experiment: makeExperiment() }
} satisfies Meta<typeof VariantResultsTable>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const Loading: Story = { args: { isLoading: true } }
export const NoVisitorsYet: Story = {
  args: {
    experiment: makeExperiment({
      status: "draft",
      variants: makeExperiment().variants.map((variant) => ({
        ...variant,
        visitors: 0,
        conversions: 0,
        conversion_rate: 0,
        probability_to_beat_control: variant.source === "control" ? null : 0.5
      }))
    })
  }
}
export const WithWinner: Story = { args: { experiment: makeExperiment({ status: "completed", winner_variant_id: 12 }) } }
/** The variation switched to a page template. */
export const TemplateVariant: Story = {
  args: {
    experiment: makeExperiment({
      variants: [
        makeExperiment().variants[0]!,
        {
          id: 13,
          name: "New layout",
          source: "template",
          template: "agency-landing",
          crm_page_id: "103",
          traffic_percent: 50,
          visitors: 1150,
          conversions: 130,
          conversion_rate: 0.113,
          probability_to_beat_control: 0.31
        }
      ]
    })
  }
}
/** An experiment made before the two-variant limit (up to five variants and any split) still reads. */
export const EarlierManyVariants: Story = {
  args: {
    experiment: makeExperiment({
      variants: [
        { ...makeExperiment().variants[0]!, traffic_percent: 34 },
        { ...makeExperiment().variants[1]!, traffic_percent: 33 },
        {
          id: 13,
          name: "New layout",
          source: "template",
          template: "agency-landing",
          crm_page_id: "103",
          traffic_percent: 33,
          visitors: 0,
          conversions: 0,
          conversion_rate: 0,
          probability_to_beat_control: 0.5
        }
      ]
    })
  }
}
