import type { Meta, StoryObj } from "@storybook/react-vite"

import { Modal } from "@/shared/ui/dialog"

import { WELCOME_V5_WIDTH } from "./WelcomeV5Modal.tsx"
import { WelcomeV5View } from "./WelcomeV5View.tsx"

const meta = {
  title: "features/welcome/WelcomeV5View",
  component: WelcomeV5View,
  args: { onClose: () => undefined },
  decorators: [
    (Story) => (
      <Modal isOpen onOpenChange={() => undefined} width={WELCOME_V5_WIDTH}>
        <Story />
      </Modal>
    )
  ]
} satisfies Meta<typeof WelcomeV5View>

export default meta
type Story = StoryObj<typeof meta>

export const WhatsNew: Story = {}
