import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { type ExperimentDraft, initialDraft, stepErrors, updateVariant, type WizardStep } from "../model/form.ts"
import { WizardStepBody } from "./CreateExperimentWizard.tsx"

const OPTIONS = {
  pages: [
    { id: "101", name: "Pricing" },
    { id: "102", name: "Zenith Home" }
  ],
  templates: [{ key: "agency-home", name: "Agency Home" }]
}
const filled: ExperimentDraft = updateVariant({ ...initialDraft(), name: "Headline test", pageId: "101", goal: "clicks" }, "v1", {
  source: "template",
  template: "agency-home"
})

function Step({ step, draft, showErrors }: { step: WizardStep; draft: ExperimentDraft; showErrors: boolean }) {
  const [current, setCurrent] = useState(draft)
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 860 }}>
      <WizardStepBody
        step={step}
        draft={current}
        errors={showErrors ? stepErrors(step, current) : {}}
        options={OPTIONS}
        onChange={setCurrent}
      />
    </div>
  )
}

const meta = {
  title: "pages/experiments/CreateExperimentWizard",
  component: Step,
  args: { step: "page", draft: initialDraft(), showErrors: false }
} satisfies Meta<typeof Step>

export default meta
type Story = StoryObj<typeof meta>

export const PageStep: Story = {}
export const PageStepErrors: Story = { args: { showErrors: true } }
export const VariantsStep: Story = { args: { step: "variants", draft: filled } }
export const VariantsCopy: Story = { args: { step: "variants", draft: { ...filled, variants: initialDraft().variants } } }
export const VariantsMissingTemplate: Story = {
  args: { step: "variants", draft: updateVariant(filled, "v1", { template: null }), showErrors: true }
}
export const GoalStep: Story = { args: { step: "goal", draft: filled } }
export const ReviewStep: Story = { args: { step: "review", draft: filled } }
