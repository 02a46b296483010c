import type { Meta, StoryObj } from "@storybook/react-vite"
import { userEvent, within } from "storybook/test"

import { Modal } from "@/shared/ui/dialog"

import { NO_ANSWERS } from "../model/questionnaire.ts"
import { sampleGuides } from "./fixtures.ts"
import { WELCOME_WIDTH } from "./WelcomeModal.tsx"
import { WelcomeView } from "./WelcomeView.tsx"

const meta = {
  title: "features/welcome/WelcomeView",
  component: WelcomeView,
  args: {
    step: "questions",
    error: null,
    onSave: () => undefined,
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
  args: { initialAnswers: { job_role: "marketer", team_size: "2-5", heard_from: "referral", goals: ["landing-pages", "blogs"] } }
}

/** Saved with two questions unanswered: the contract's messages beside them. */
export const MissingAnswers: Story = {
  args: { initialAnswers: { ...NO_ANSWERS, job_role: "owner" } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body)
    await userEvent.click(await dialog.findByRole("button", { name: "Save and continue" }))
  }
}

export const Saving: Story = {
  args: { initialAnswers: { job_role: "developer", team_size: "1", heard_from: "search", goals: [] }, pending: "save" }
}

export const SaveFailed: Story = {
  args: {
    initialAnswers: { job_role: "developer", team_size: "1", heard_from: "search", goals: [] },
    error: "Something went wrong. Please try again."
  }
}

export const Guides: Story = { args: { step: "guides" } }

export const GuidesLoading: Story = { args: { step: "guides", guides: { status: "loading" } } }

export const GuidesEmpty: Story = { args: { step: "guides", guides: { status: "success", data: [] } } }

export const GuidesError: Story = {
  args: { step: "guides", guides: { status: "failure", message: "Something went wrong. Please try again." } }
}
