import type { Meta, StoryObj } from "@storybook/react-vite"

import { Modal } from "@/shared/ui/dialog"

import { sampleGuides } from "./fixtures.ts"
import { VIDEO_WIDTH } from "./VideoModal.tsx"
import { VideoView } from "./VideoView.tsx"

const meta = {
  title: "features/welcome/VideoView",
  component: VideoView,
  args: { guide: sampleGuides[0]!, onClose: () => undefined },
  decorators: [
    (Story) => (
      <Modal isOpen onOpenChange={() => undefined} width={VIDEO_WIDTH}>
        <Story />
      </Modal>
    )
  ]
} satisfies Meta<typeof VideoView>

export default meta
type Story = StoryObj<typeof meta>

export const WithVideo: Story = {}

/** Text and steps only: no documentation address and no video. */
export const StepsOnly: Story = { args: { guide: sampleGuides[1]! } }

/** The help guide without a support site: 'Write to support' mails the support team. */
export const WriteToSupport: Story = { args: { guide: sampleGuides[2]! } }
