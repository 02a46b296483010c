import type { Meta, StoryObj } from "@storybook/react-vite"

import { ReauthModal } from "./ReauthModal.tsx"

const meta = {
  title: "features/install-module/ReauthModal",
  component: ReauthModal,
  args: { isOpen: true, onClose: () => undefined }
} satisfies Meta<typeof ReauthModal>

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for the user to finish granting access in the other tab. */
export const Waiting: Story = {}
/** A minute without word of the grant: it says so and offers 'Check again'. */
export const Slow: Story = { args: { isSlow: true, onCheckAgain: () => undefined } }
