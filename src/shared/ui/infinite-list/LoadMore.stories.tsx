import type { Meta, StoryObj } from "@storybook/react-vite"

import { LoadMore } from "./LoadMore.tsx"

const meta = {
  title: "shared/ui/LoadMore",
  component: LoadMore,
  args: { hasMore: true, isLoading: false, onLoadMore: () => undefined }
} satisfies Meta<typeof LoadMore>

export default meta
type Story = StoryObj<typeof meta>

export const MorePages: Story = {}
export const Loading: Story = { args: { isLoading: true } }
export const LastPage: Story = { args: { hasMore: false } }
