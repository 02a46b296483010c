import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, clientConfigAnswer, fakeServer } from "@/shared/lib/testing"

import { PromoBanner } from "./PromoBanner.tsx"

const withSupport = (support: { support_email: string | null; support_url: string | null }) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness server={fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer(support) })}>
      <Story />
    </AppHarness>
  )
]

const meta = { title: "pages/portals-main/PromoBanner", component: PromoBanner } satisfies Meta<typeof PromoBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The booking mail to the support team. */
export const WithBookingMail: Story = { decorators: withSupport({ support_email: "support@portal.localhost", support_url: null }) }

/** An older server that names only a support site. */
export const WithSupportSite: Story = { decorators: withSupport({ support_email: null, support_url: "https://support.example/book" }) }

export const WithoutBookingLink: Story = { decorators: withSupport({ support_email: null, support_url: null }) }
