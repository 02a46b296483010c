import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness } from "@/shared/lib/testing"

import { SrSetupInstallerWithoutQuery } from "./SrSetupInstallerWithoutQuery.tsx"

const meta = {
  title: "pages/sr-setup-installer/SrSetupInstallerWithoutQuery",
  component: SrSetupInstallerWithoutQuery,
  decorators: [
    (Story) => (
      <AppHarness path="/sr-setup-installer">
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof SrSetupInstallerWithoutQuery>

export default meta
type Story = StoryObj<typeof meta>

/** Opened without its query: what the page is for, and the way back to the portals. */
export const WithoutQuery: Story = {}
