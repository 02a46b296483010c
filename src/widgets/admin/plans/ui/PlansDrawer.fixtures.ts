// Sample plans and a tiny in-memory plans server for the drawer's tests and stories.
import type { Plan } from "@/shared/api"
import type { FakeAnswer } from "@/shared/lib/testing"

export const makePlan = (fields: Partial<Plan> & { id: number }): Plan => ({
  name: `Plan ${fields.id}`,
  type: "paid",
  upgrade_order: null,
  portal_limit: 10,
  user_limit: 5,
  module_limit: 50,
  is_free_module: "no",
  is_hidden_plan: "no",
  price: 19700,
  final_price: 19700,
  is_fixed: false,
  currency: "USD",
  currency_symbol: "$",
  interval: "monthly",
  trial_period: "no",
  stripe_plan_id: "price_core_monthly",
  custom_logo: "no",
  module_access: "lite",
  agency_plan: 1,
  status: 1,
  ...fields
})

export const SAMPLE_PLANS: ReadonlyArray<Plan> = [
  makePlan({
    id: 1,
    name: "Free",
    type: "free",
    price: 0,
    final_price: 0,
    portal_limit: 10,
    user_limit: 2,
    module_limit: 20,
    module_access: "free",
    stripe_plan_id: null,
    trial_period: "yes"
  }),
  makePlan({
    id: 11,
    name: "PRO",
    price: 299700,
    final_price: 299700,
    portal_limit: 1,
    user_limit: 10,
    module_limit: 999,
    module_access: "pro"
  }),
  makePlan({ id: 35, name: "Core", price: 19700, final_price: 19700 }),
  makePlan({ id: 40, name: "Stack", price: 99700, final_price: 99700, custom_logo: "yes" }),
  makePlan({
    id: 41,
    name: "Lifetime",
    type: "fixed",
    is_fixed: true,
    interval: null,
    stripe_plan_id: null,
    price: 49900,
    final_price: 49900,
    currency: "EURO",
    currency_symbol: "€"
  }),
  makePlan({ id: 42, name: "Retired", status: 0 })
]

/** One page of GET /plans like the server: id asc, `limit` a page, last_page and total. */
export const planPage = (plans: ReadonlyArray<Plan>, search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const limit = Number(params.get("limit") ?? "100")
  const rows = plans.slice((page - 1) * limit, page * limit)
  return {
    status: 200,
    body: {
      data: {
        data: rows,
        current_page: page,
        last_page: Math.max(1, Math.ceil(plans.length / limit)),
        per_page: limit,
        total: plans.length
      }
    }
  }
}
