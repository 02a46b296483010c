import type { Meta, StoryObj } from "@storybook/react-vite"
import { AppHarness, clientConfigAnswer, fakeServer } from "@/shared/lib/testing"
import { PromoBanner } from "./PromoBanner.tsx"

const withSupport = (supportUrl: string | null) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness server={fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer({ support_url: supportUrl }) })}>
      <Story />
    </AppHarness>
  )
]

const meta = { title: "pages/portals-main/PromoBanner", component: PromoBanner } satisfies Meta<typeof PromoBanner>

export default meta
type Story = StoryObj<typeof meta>

export const WithBookingLink: Story = { decorators: withSupport("https://support.example/book") }

export const WithoutBookingLink: Story = { decorators: withSupport(null) }
