import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { fn, screen, userEvent } from "storybook/test"

import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { SelectPageDialog } from "./SelectPageDialog.tsx"

const domains: FakeAnswer = {
  status: 200,
  body: {
    data: [
      { id: "1", domain: "www.acme.test", is_primary: true },
      { id: "2", domain: "landing.www.acme.test", is_primary: false }
    ]
  }
}

interface DemoProps {
  portalType: string
  domainAnswer: FakeAnswer
  onConfirm: () => void
}

function Demo({ portalType, domainAnswer, onConfirm }: DemoProps) {
  const [server] = useState(() => fakeServer({ "GET /portal/api/v2/domains": domainAnswer }))
  return (
    <AppHarness server={server}>
      <SelectPageDialog
        isOpen
        templateName="Ebook Download"
        portal={{ id: 101, portal_type: portalType }}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />
    </AppHarness>
  )
}

const meta = {
  title: "features/install-page-template/SelectPageDialog",
  component: Demo,
  args: { portalType: "professional", domainAnswer: domains, onConfirm: fn() }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const WebsiteOrLanding: Story = {}
/** Starter portals are offered only Website Page. */
export const Starter: Story = { args: { portalType: "starter" } }
export const DomainsLoading: Story = { args: { domainAnswer: "hang" } }
export const DomainsFailed: Story = { args: { domainAnswer: { status: 500, body: { message: "boom" } } } }
/** Press Install with nothing chosen to see 'Select Page Type' and 'The Domain can not be empty'. */
export const ValidationErrors: Story = {
  // The dialog renders in a portal outside the story's canvas, hence screen.
  play: async () => {
    await screen.findByRole("button", { name: /Domain/ })
    await userEvent.click(screen.getByRole("button", { name: "Install" }))
  }
}
