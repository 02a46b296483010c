import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { PublicGuestNavbar } from "./PublicGuestNavbar.tsx"

const clientConfig = (docs: string | null) =>
  fakeServer({
    "GET /auth/api/v2/client-config": {
      status: 200,
      body: {
        data: {
          pusher: {
            key: "k",
            cluster: "mt1",
            ws_host: null,
            ws_port: null,
            force_tls: true,
            auth_endpoint: "/auth/api/v2/broadcasting/auth"
          },
          stripe_publishable_key: null,
          docs_url: docs,
          support_url: null
        }
      }
    }
  })

const meta = {
  title: "widgets/guest-navbar/PublicGuestNavbar",
  component: PublicGuestNavbar
} satisfies Meta<typeof PublicGuestNavbar>

export default meta
type Story = StoryObj<typeof meta>

export const WithDocumentation: Story = {
  decorators: [
    (Story) => (
      <AppHarness server={clientConfig("https://docs.example.com")} path="/portals-guest">
        <Story />
      </AppHarness>
    )
  ]
}

export const WithoutDocumentation: Story = {
  decorators: [
    (Story) => (
      <AppHarness server={clientConfig(null)} path="/portals-guest">
        <Story />
      </AppHarness>
    )
  ]
}
