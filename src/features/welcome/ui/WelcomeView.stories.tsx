import type { Meta, StoryObj } from "@storybook/react-vite"

import { Modal } from "@/shared/ui/dialog"

import { CHOOSE_ONE, NO_ANSWERS } from "../model/questionnaire.ts"
import { sampleGuides } from "./fixtures.ts"
import { WELCOME_WIDTH } from "./WelcomeModal.tsx"
import { WelcomeView } from "./WelcomeView.tsx"

const meta = {
  title: "features/welcome/WelcomeView",
  component: WelcomeView,
  args: {
    step: "questions",
    answers: NO_ANSWERS,
    onAnswersChange: () => undefined,
    errors: {},
    error: null,
    onSubmit: () => undefined,
    onSkip: () => undefined,
    pending: null,
    guides: { status: "success", data: sampleGuides },
    onOpenGuide: () => undefined,
    onClose: () => undefined
  },
  decorators: [
    (Story) => (
      <Modal isOpen onOpenChange={() => undefined} width={WELCOME_WIDTH}>
        <Story />
      </Modal>
    )
  ]
} satisfies Meta<typeof WelcomeView>

export default meta
type Story = StoryObj<typeof meta>

export const Questionnaire: Story = {}

export const Answered: Story = {
  args: { answers: { job_role: "marketer", team_size: "2-5", heard_from: "referral", goals: ["landing-pages", "blogs"] } }
}

export const MissingAnswers: Story = {
  args: { answers: { ...NO_ANSWERS, job_role: "owner" }, errors: { team_size: CHOOSE_ONE, heard_from: CHOOSE_ONE } }
}

export const Saving: Story = {
  args: { answers: { job_role: "developer", team_size: "1", heard_from: "search", goals: [] }, pending: "save" }
}

export const SaveFailed: Story = {
  args: {
    answers: { job_role: "developer", team_size: "1", heard_from: "search", goals: [] },
    error: "Something went wrong. Please try again."
  }
}

export const Guides: Story = { args: { step: "guides" } }

export const GuidesLoading: Story = { args: { step: "guides", guides: { status: "loading" } } }

export const GuidesEmpty: Story = { args: { step: "guides", guides: { status: "success", data: [] } } }

export const GuidesError: Story = {
  args: { step: "guides", guides: { status: "failure", message: "Something went wrong. Please try again." } }
}
