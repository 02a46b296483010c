import type { Meta, StoryObj } from "@storybook/react-vite"

import { AuthenticationModal } from "./AuthenticationModal.tsx"

const meta = {
  title: "entities/payment/AuthenticationModal",
  component: AuthenticationModal,
  args: { url: "/sandbox/stripe/authenticate/pi_story?client_secret=pi_story_secret_s", intent: "pi_story", onDone: () => undefined }
} satisfies Meta<typeof AuthenticationModal>

export default meta
type Story = StoryObj<typeof meta>

/** The sandbox bank's 3-D Secure page ('Complete authentication' / 'Fail authentication') in the modal. */
export const Authentication: Story = {}
/** Closed: nothing shows. */
export const Closed: Story = { args: { url: null, intent: null } }
