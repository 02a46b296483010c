import type { Meta, StoryObj } from "@storybook/react-vite"
import { DeleteLayoutButton } from "./DeleteLayoutButton.tsx"

const meta = {
  title: "features/delete-layout/DeleteLayoutButton",
  component: DeleteLayoutButton,
  args: { layout: { id: 1, name: "Home layout" }, onDeleted: () => undefined }
} satisfies Meta<typeof DeleteLayoutButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
