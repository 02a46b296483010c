import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { SetupAccountPage } from "./SetupAccountPage.tsx"

const meta = {
  title: "pages/account-links/setup-account/SetupAccountPage",
  component: SetupAccountPage,
  args: { token: "setup-tok", email: "ada@example.com" },
  decorators: [
    (Story) => (
      <AppHarness
        server={fakeServer({
          "POST /auth/api/v2/password/setup": { status: 200, body: { data: { message: "Your password has been set." } } }
        })}
        path="/setup-account"
      >
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof SetupAccountPage>

export default meta
type Story = StoryObj<typeof meta>

export const Form: Story = {}
export const MissingToken: Story = { args: { token: "" } }
