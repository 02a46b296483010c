import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { AutoLoginPage } from "./AutoLoginPage.tsx"

const answering = (route: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness
      server={fakeServer({ "POST /auth/api/v2/auto-login": route, "POST /auth/api/v2/v5-auto-login": route })}
      path="/auto-login?token=link"
    >
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "pages/account-links/auto-login/AutoLoginPage",
  component: AutoLoginPage,
  args: { token: "link" }
} satisfies Meta<typeof AutoLoginPage>

export default meta
type Story = StoryObj<typeof meta>

export const LoggingIn: Story = { decorators: answering("hang") }
export const InvalidLink: Story = {
  decorators: answering({ status: 404, body: { message: "This login link is invalid or has expired." } })
}
export const V5InvalidLink: Story = {
  args: { v5: true },
  decorators: answering({ status: 404, body: { message: "This login link is invalid or has expired." } })
}
export const MissingToken: Story = { args: { token: "" }, decorators: answering("hang") }
