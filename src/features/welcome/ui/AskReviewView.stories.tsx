import type { Meta, StoryObj } from "@storybook/react-vite"

import { Modal } from "@/shared/ui/dialog"

import { ASK_REVIEW_WIDTH } from "./AskReviewModal.tsx"
import { AskReviewView } from "./AskReviewView.tsx"

const meta = {
  title: "features/welcome/AskReviewView",
  component: AskReviewView,
  args: {
    rating: null,
    onRatingChange: () => undefined,
    comment: "",
    onCommentChange: () => undefined,
    pending: null,
    error: null,
    onSend: () => undefined,
    onLater: () => undefined,
    onNever: () => undefined
  },
  decorators: [
    (Story) => (
      <Modal isOpen onOpenChange={() => undefined} width={ASK_REVIEW_WIDTH}>
        <Story />
      </Modal>
    )
  ]
} satisfies Meta<typeof AskReviewView>

export default meta
type Story = StoryObj<typeof meta>

export const NotRated: Story = {}

export const Rated: Story = { args: { rating: 4, comment: "The module groups save us hours." } }

export const Sending: Story = { args: { rating: 5, pending: "rated" } }

export const Failed: Story = { args: { rating: 5, error: "Something went wrong. Please try again." } }
