import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { SetPasswordForm } from "./SetPasswordForm.tsx"

const meta = {
  title: "features/password-reset/SetPasswordForm",
  component: SetPasswordForm,
  args: { token: "tok-123", email: "ada@example.com" },
  decorators: [
    (Story) => (
      <AppHarness
        server={fakeServer({
          "POST /auth/api/v2/password/setup": { status: 200, body: { data: { message: "Your password has been reset." } } }
        })}
        path="/reset-password"
      >
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof SetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Reset: Story = {}
export const MissingToken: Story = { args: { token: "" } }
/** The account setup page's texts; success is handed to the page. */
export const AccountSetup: Story = {
  args: {
    label: "Set Up Your Account",
    submitLabel: "Set Password",
    missingTokenText: "This link has no setup token. Ask for a new link.",
    onDone: fn()
  }
}
