import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { CrmCallbackPage } from "./CrmCallbackPage.tsx"

const answering = (answer: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness server={fakeServer({ "POST /auth/api/v2/oauth/hubspot/callback": answer })} path="/hubspot/callback">
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "pages/crm-callback/CrmCallbackPage",
  component: CrmCallbackPage,
  args: { code: "code", state: "state", error: "" }
} satisfies Meta<typeof CrmCallbackPage>

export default meta
type Story = StoryObj<typeof meta>

export const Connecting: Story = { args: { code: "story-connecting" }, decorators: answering("hang") }

export const Refused: Story = {
  args: { code: "story-refused" },
  decorators: answering({ status: 409, body: { message: "This HubSpot account is already connected to another agency." } })
}

export const Cancelled: Story = { args: { code: "", error: "access_denied" }, decorators: answering("hang") }
