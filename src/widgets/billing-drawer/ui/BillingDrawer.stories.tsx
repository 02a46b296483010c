import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"
import { userEvent, within } from "storybook/test"

import { type PaymentWatchTiming, type SandboxGateway, SandboxGatewayContext } from "@/entities/payment"
import { openPortalHarness } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { makeAgency, makePayment, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { billingRoutes, cardList, FREE_PORTAL, PRO_PORTAL } from "./BillingDrawer.fixtures.ts"
import { BillingDrawer } from "./BillingDrawer.tsx"

// The sandbox provider confirms every card in the catalogue.
// A payment that asks for 3-D Secure names the sandbox's authentication page.
const gateway: SandboxGateway = {
  post: async () => ({ status: 200, body: { id: "seti_story", status: "succeeded", payment_method: "pm_story" } }),
  get: async () => ({
    status: 200,
    body: {
      id: "pi_story",
      status: "requires_action",
      next_action: {
        type: "redirect_to_url",
        redirect_to_url: { url: "/sandbox/stripe/authenticate/pi_story?client_secret=pi_story_secret_s" }
      }
    }
  })
}

interface DemoProps {
  routes?: Record<string, FakeRoute>
  /** The portal the route names (the drawer opens on its Upgrade view). */
  portal?: Portal | null
  role?: "agency-admin" | "user"
  paymentTiming?: PaymentWatchTiming
  /** The sandbox provider's answers to the card form (default: every card confirmed). */
  provider?: SandboxGateway
}

const harness = ({ routes = {}, portal = null, role = "agency-admin" }: DemoProps) => {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({
      roles: [{ name: role }],
      agencies: [makeAgency({ id: 1, name: "Zenith Agency", credit_limit: 3, portals_available: 2, role: { name: role } })]
    })
  )
  store.set(openDrawerAtom, "billing")
  return { store, server: fakeServer(billingRoutes(routes)), ...(portal === null ? {} : openPortalHarness(portal)) }
}

function Demo(props: DemoProps) {
  const [opened] = useState(() => harness(props))
  return (
    <AppHarness {...opened}>
      <AlertOutlet />
      <SandboxGatewayContext.Provider value={props.provider ?? gateway}>
        <BillingDrawer
          usesSelectedPortal
          cardMountDelayMs={0}
          {...(props.paymentTiming !== undefined ? { paymentTiming: props.paymentTiming } : {})}
        />
      </SandboxGatewayContext.Provider>
    </AppHarness>
  )
}

const meta = {
  title: "widgets/billing-drawer/BillingDrawer",
  component: Demo,
  args: {}
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The drawer renders in a portal outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The card form filled in with a test card, then Save Card. */
const addCard = async (body: ReturnType<typeof page>, number: string) => {
  await userEvent.type(await body.findByRole("textbox", { name: /Name on Card/ }), "Zed Zenith")
  await userEvent.type(body.getByRole("textbox", { name: /Email/ }), "zed@example.com")
  await userEvent.type(body.getByRole("combobox", { name: /Country or Region/ }), "Germ")
  await userEvent.click(await body.findByRole("option", { name: "Germany" }))
  await userEvent.type(await body.findByRole("textbox", { name: "Card number" }), number)
  await userEvent.type(body.getByRole("textbox", { name: "Expiry" }), "1234")
  await userEvent.type(body.getByRole("textbox", { name: "CVC" }), "123")
  await userEvent.click(body.getByRole("button", { name: "Save Card" }))
}

/** The provider refuses the card, in Stripe's words. */
const declining: SandboxGateway = {
  post: async () => ({ status: 402, body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } } })
}

export const Portals: Story = {}
export const NoSavedCards: Story = { args: { routes: { "GET /agency/api/v2/billings/payment-methods": cardList([]) } } }
export const Upgrade: Story = { args: { portal: FREE_PORTAL } }
export const UpgradeWithCoupon: Story = {
  args: { portal: FREE_PORTAL },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.type(await body.findByRole("textbox", { name: "Coupon" }), "SAVE20")
    await userEvent.click(body.getByRole("button", { name: "Apply" }))
  }
}
export const UpgradeWaiting: Story = {
  args: { portal: FREE_PORTAL, routes: { "GET /agency/api/v2/agencies/payment/77/status": "hang" } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Upgrade" }))
  }
}
/** A minute (here two seconds) with no answer: 'The payment is still being confirmed' and 'Check again'. */
export const UpgradeSlow: Story = {
  args: {
    portal: FREE_PORTAL,
    paymentTiming: { firstReadMs: 500, everyMs: 500, giveUpMs: 2000 },
    routes: { "GET /agency/api/v2/agencies/payment/77/status": { status: 200, body: { data: makePayment() } } }
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Upgrade" }))
  }
}
/** The card asks for 3-D Secure: the bank's page in a modal. */
export const UpgradeAuthentication: Story = {
  args: {
    portal: FREE_PORTAL,
    routes: {
      "POST /agency/api/v2/agencies/payment/1": {
        status: 200,
        body: { data: makePayment({ status: "requires_action", client_secret: "pi_story_secret_s" }) }
      }
    }
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Upgrade" }))
  }
}
export const UpgradeDeclined: Story = {
  args: {
    portal: FREE_PORTAL,
    routes: { "POST /agency/api/v2/agencies/payment/1": { status: 422, body: { message: "Your card was declined." } } }
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Upgrade" }))
  }
}
export const PortalOnPro: Story = { args: { portal: PRO_PORTAL } }
export const NotAgencyAdmin: Story = { args: { portal: FREE_PORTAL, role: "user" } }
export const PaymentMethodAdd: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Add Card" }))
  }
}
export const PaymentMethodAddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Add Card" }))
    await userEvent.click(await body.findByRole("button", { name: "Save Card" }))
  }
}
/** The provider refused the card: its message at the card field, read out; nothing is saved. */
export const PaymentMethodAddDeclined: Story = {
  args: { provider: declining },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Add Card" }))
    await addCard(body, "4000000000000002")
  }
}
/** SAVE20 applied, then Add Card during the upgrade: back on Upgrade, the coupon and its price are still there. */
export const UpgradeCouponAfterAddCard: Story = {
  args: { portal: FREE_PORTAL },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.type(await body.findByRole("textbox", { name: "Coupon" }), "SAVE20")
    await userEvent.click(body.getByRole("button", { name: "Apply" }))
    await body.findByText(/SAVE20: 20% off/)
    await userEvent.click(body.getByRole("button", { name: "Add Card" }))
    await addCard(body, "4242424242424242")
  }
}
export const PaymentMethodUpdate: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Update Visa •••• 4242" }))
  }
}
export const Loading: Story = { args: { routes: { "GET /portal/api/v2/portals": "hang" } } }
export const LoadFailed: Story = { args: { routes: { "GET /portal/api/v2/portals": { status: 500, body: { message: "boom" } } } } }
