import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { ConfirmEmailPage } from "./ConfirmEmailPage.tsx"

const answering = (route: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness server={fakeServer({ "POST /auth/api/v2/users/me/email/confirm": route })} path="/confirm-email?token=link">
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "pages/account-links/confirm-email/ConfirmEmailPage",
  component: ConfirmEmailPage,
  args: { token: "link" }
} satisfies Meta<typeof ConfirmEmailPage>

export default meta
type Story = StoryObj<typeof meta>

/** Press the button: the change succeeds. */
export const Ready: Story = {
  decorators: answering({ status: 200, body: { data: { message: "Your email address has been changed. Sign in with the new address." } } })
}
/** Press the button: the server is still answering. */
export const Confirming: Story = { decorators: answering("hang") }
/** Press the button: the link was used or has expired. */
export const InvalidLink: Story = {
  decorators: answering({ status: 422, body: { message: "This email confirmation link is invalid or has expired." } })
}
export const MissingToken: Story = { args: { token: "" }, decorators: answering("hang") }
