// Wire objects and a scripted server for the billing drawer's tests and stories.
import type { Agency, Coupon, Payment, PaymentMethod, Plan, Portal } from "@/shared/api"
import { makePayment, makePortal } from "@/shared/lib/fixtures"
import { clientConfigAnswer, type FakeAnswer, type FakeRoute } from "@/shared/lib/testing"

const plan = (id: number, name: string, price: number, module_access: Plan["module_access"], module_limit = 50): Plan => ({
  id,
  name,
  type: "paid",
  upgrade_order: id,
  portal_limit: 10,
  user_limit: 5,
  module_limit,
  is_free_module: "no",
  is_hidden_plan: "no",
  price,
  final_price: price,
  is_fixed: false,
  currency: "USD",
  currency_symbol: "$",
  interval: "monthly",
  trial_period: "no",
  stripe_plan_id: `price_${name.toLowerCase()}`,
  custom_logo: "no",
  module_access,
  agency_plan: 1,
  status: 1
})

export const PLANS: ReadonlyArray<Plan> = [
  plan(1, "Free", 0, "free", 20),
  plan(11, "PRO", 299700, "pro", 999),
  plan(35, "Core", 19700, "lite", 50),
  plan(40, "Stack", 99700, "lite", 70)
]

export const makeCard = (fields: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: "pm_4242",
  brand: "visa",
  last4: "4242",
  exp_month: 12,
  exp_year: 2030,
  name: "Ada Lovelace",
  email: "ada@example.com",
  country: "GB",
  is_default: true,
  ...fields
})

export const SAVE20: Coupon = { id: "SAVE20", name: "Save 20%", amount_off: null, percent_off: 20, currency: null }

export const CORE_PORTAL: Portal = makePortal({ id: 101, name: "Zenith Portal", plan: "core" })
export const FREE_PORTAL: Portal = makePortal({ id: 102, name: "Zenith Free", plan: "free" })
export const PRO_PORTAL: Portal = makePortal({ id: 103, name: "Zenith Pro", plan: "pro" })

/** GET /agencies/1: Zenith with the server's counts, which include a PRO child portal the top-level list leaves out. */
export const ZENITH_AGENCY: Agency = {
  id: 1,
  name: "Zenith Agency",
  admin_name: "Zed Zenith",
  admin_email: "zero@example.com",
  status: "active",
  plan_id: 1,
  plan: { id: 1, name: "Free", portal_limit: 10, user_limit: 2, module_limit: 20, custom_logo: "no" },
  cover: null,
  agency_plan: 0,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  portals_available: 2,
  portals_count: 4,
  users_count: 1,
  credit_limit: 3,
  credit_debt: 0,
  sr_saas: 0,
  max_active_requests: 0,
  source: "other",
  created_at: "2026-01-01T00:00:00.000Z",
  pro_portal_count: 2,
  core_portal_count: 1,
  free_portal_count: 1
}

export const portalList = (portals: ReadonlyArray<Portal>): FakeAnswer => ({
  status: 200,
  body: {
    data: portals,
    meta: { pagination: { total: portals.length, count: portals.length, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
})

export const cardList = (cards: ReadonlyArray<PaymentMethod>): FakeAnswer => ({ status: 200, body: { data: cards } })

export const CLIENT_CONFIG: FakeAnswer = clientConfigAnswer()

/** A page of the payment history, as GET /billings/history answers it. */
export const historyPage = (payments: ReadonlyArray<Payment>, page = 1, lastPage = 1): FakeAnswer => ({
  status: 200,
  body: {
    data: { data: payments, current_page: page, last_page: lastPage, per_page: 25, total: lastPage === 1 ? payments.length : lastPage * 25 }
  }
})

export const HISTORY: ReadonlyArray<Payment> = [
  makePayment({
    id: 90,
    kind: "credits",
    credit: 3,
    plan_id: null,
    portal_id: null,
    coupon: null,
    amount: 15000,
    status: "succeeded",
    user_name: "Ada Lovelace",
    receipt_url: "https://pay.example/receipts/90",
    created_at: "2026-11-20T10:00:00.000Z"
  }),
  makePayment({
    id: 89,
    status: "refunded",
    amount: 19700,
    amount_refunded: 19700,
    plan_name: "Core",
    portal_name: "Zenith Free",
    user_name: "Ada Lovelace",
    created_at: "2026-11-10T10:00:00.000Z"
  }),
  makePayment({
    id: 88,
    status: "succeeded",
    amount: 299700,
    reason: "renewal",
    plan_name: "PRO",
    portal_name: "Zenith Pro",
    receipt_url: "https://pay.example/invoices/88",
    created_at: "2026-11-01T10:00:00.000Z"
  })
]

/** The calls the drawer makes, answered as the sandbox would; override any of them per case. */
export const billingRoutes = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  "GET /auth/api/v2/client-config": CLIENT_CONFIG,
  "GET /portal/api/v2/portals": portalList([CORE_PORTAL, FREE_PORTAL, PRO_PORTAL]),
  "GET /agency/api/v2/agencies/1": { status: 200, body: { data: ZENITH_AGENCY } },
  "GET /agency/api/v2/billings/payment-methods": cardList([makeCard()]),
  "GET /agency/api/v2/plans": {
    status: 200,
    body: { data: { data: PLANS, current_page: 1, last_page: 1, per_page: 100, total: PLANS.length } }
  },
  "POST /agency/api/v2/coupons/apply": (request) =>
    (request.body as { coupon: string }).coupon === "SAVE20"
      ? { status: 200, body: { data: { coupon: SAVE20, quote: null } } }
      : { status: 404, body: { message: "The coupon does not exist." } },
  "POST /agency/api/v2/agencies/payment/1": { status: 200, body: { data: makePayment() } },
  "GET /agency/api/v2/agencies/payment/77/status": { status: 200, body: { data: makePayment({ status: "succeeded" }) } },
  "GET /agency/api/v2/billings/history": historyPage(HISTORY),
  ...overrides
})
