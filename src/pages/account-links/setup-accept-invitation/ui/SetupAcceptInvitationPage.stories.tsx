import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { SetupAcceptInvitationPage } from "./SetupAcceptInvitationPage.tsx"

const offer = (existing: boolean): FakeRoute => ({
  status: 200,
  body: {
    data: {
      email: "ada@example.com",
      name: existing ? "Ada Lovelace" : null,
      role: "user",
      agency: { id: 1, name: "Demo Agency" },
      invited_by: "Agency Admin",
      existing_user: existing,
      expires_at: "2030-01-01T00:00:00.000Z"
    }
  }
})

const answering = (route: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness
      server={fakeServer({ "GET /auth/api/v2/users/invitation": route })}
      path="/setup-accept-invitation?token=tok&email=ada%40example.com"
    >
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "pages/account-links/setup-accept-invitation/SetupAcceptInvitationPage",
  component: SetupAcceptInvitationPage,
  args: { token: "tok", email: "ada@example.com" }
} satisfies Meta<typeof SetupAcceptInvitationPage>

export default meta
type Story = StoryObj<typeof meta>

export const NewAccount: Story = { decorators: answering(offer(false)) }
export const ExistingAccount: Story = { decorators: answering(offer(true)) }
export const Loading: Story = { decorators: answering("hang") }
export const InvalidLink: Story = {
  decorators: answering({ status: 404, body: { message: "This invitation link is invalid or has expired." } })
}
export const MissingToken: Story = { args: { token: "" }, decorators: answering("hang") }
