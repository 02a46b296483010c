import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness } from "@/shared/lib/testing"

import { CustomPageCompleteWithoutQuery } from "./CustomPageCompleteWithoutQuery.tsx"

const meta = {
  title: "pages/custom-page-complete/CustomPageCompleteWithoutQuery",
  component: CustomPageCompleteWithoutQuery,
  decorators: [
    (Story) => (
      <AppHarness path="/portals-main/custom-page-complete">
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof CustomPageCompleteWithoutQuery>

export default meta
type Story = StoryObj<typeof meta>

/** Opened without its query: what the page is for, and the way back to the portals. */
export const WithoutQuery: Story = {}
