import type { Meta, StoryObj } from "@storybook/react-vite"

import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { PortalList } from "./PortalList.tsx"

const listed: FakeAnswer = {
  status: 200,
  body: {
    data: [makePortal({ id: 1, name: "Acme Website" }), makePortal({ id: 2, name: "Acme Shop", plan: "pro", is_lock: true })],
    meta: { pagination: { total: 2, count: 2, per_page: 24, current_page: 1, total_pages: 1 } }
  }
}
const empty: FakeAnswer = {
  status: 200,
  body: { data: [], meta: { pagination: { total: 0, count: 0, per_page: 24, current_page: 1, total_pages: 0 } } }
}

const withAnswer = (answer: FakeAnswer) => fakeServer({ "GET /portal/api/v2/portals": answer })

const meta = {
  title: "widgets/portal-list/PortalList",
  component: PortalList,
  args: { audience: "member" }
} satisfies Meta<typeof PortalList>

export default meta
type Story = StoryObj<typeof meta>

export const Listed: Story = {
  decorators: [
    (Story) => (
      <AppHarness server={withAnswer(listed)} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}
export const Loading: Story = {
  decorators: [
    (Story) => (
      <AppHarness server={withAnswer("hang")} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}
export const Empty: Story = {
  decorators: [
    (Story) => (
      <AppHarness server={withAnswer(empty)} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}
export const Failed: Story = {
  decorators: [
    (Story) => (
      <AppHarness server={withAnswer({ status: 503 })} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}
