import type { Meta, StoryObj } from "@storybook/react-vite"
import { useEffect } from "react"

import { type ExperimentValues, INITIAL_VALUES, useExperimentForm, type WizardStep } from "../model/form.ts"
import { WizardStepBody } from "./CreateExperimentWizard.tsx"

const OPTIONS = {
  pages: [
    { id: "101", name: "Pricing" },
    { id: "102", name: "Zenith Home" }
  ],
  templates: [{ key: "agency-home", name: "Agency Home" }]
}
const filled: ExperimentValues = {
  ...INITIAL_VALUES,
  name: "Headline test",
  page_id: "101",
  goal: "clicks",
  variation_source: "template",
  variation_template: "agency-home"
}

function Step({ step, values, showErrors }: { step: WizardStep; values: ExperimentValues; showErrors: boolean }) {
  const form = useExperimentForm(() => undefined)
  useEffect(() => {
    form.reset(values)
    // Submitting judges every field, as Next does; a valid story sends nothing anywhere.
    if (showErrors) void form.handleSubmit()
  }, [form, values, showErrors])
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 860 }}>
      <WizardStepBody step={step} form={form} options={OPTIONS} />
    </div>
  )
}

const meta = {
  title: "pages/experiments/CreateExperimentWizard",
  component: Step,
  args: { step: "page", values: INITIAL_VALUES, showErrors: false }
} satisfies Meta<typeof Step>

export default meta
type Story = StoryObj<typeof meta>

export const PageStep: Story = {}
export const PageStepErrors: Story = { args: { showErrors: true } }
export const VariantsStep: Story = { args: { step: "variants", values: filled } }
export const VariantsCopy: Story = { args: { step: "variants", values: { ...filled, variation_source: "copy", variation_template: "" } } }
export const VariantsMissingTemplate: Story = {
  args: { step: "variants", values: { ...filled, variation_template: "" }, showErrors: true }
}
export const GoalStep: Story = { args: { step: "goal", values: filled } }
export const ReviewStep: Story = { args: { step: "review", values: filled } }
