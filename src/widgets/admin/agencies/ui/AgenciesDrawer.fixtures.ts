// Sample agencies and list answers for the drawer's tests and stories.
import type { Agency, Plan } from "@/shared/api"
import type { FakeAnswer } from "@/shared/lib/testing"

export const makeAgencyRecord = (fields: Partial<Agency> & { id: number }): Agency => ({
  name: `Agency ${fields.id}`,
  admin_name: "Ada Admin",
  admin_email: `admin${fields.id}@agency.example`,
  status: "active",
  plan_id: 1,
  plan: { id: fields.plan_id ?? 1, name: "Free", portal_limit: 10, user_limit: 2, module_limit: 20, custom_logo: "no" },
  cover: null,
  agency_plan: 0,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  portals_available: 0,
  portals_count: 1,
  users_count: 2,
  credit_limit: 5,
  credit_debt: 0,
  sr_saas: 0,
  max_active_requests: 0,
  source: "other",
  created_at: "2026-11-20T12:00:00.000Z",
  pro_portal_count: 0,
  core_portal_count: 0,
  free_portal_count: 1,
  ...fields
})

export const agencyPage = (rows: ReadonlyArray<Agency>, totalPages = 1, total = rows.length): FakeAnswer => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total, count: rows.length, per_page: 25, current_page: 1, total_pages: totalPages } } }
})

const plan = (id: number, name: string): Plan => ({
  id,
  name,
  type: id === 1 ? "free" : "paid",
  upgrade_order: null,
  portal_limit: 10,
  user_limit: 10,
  module_limit: 20,
  is_free_module: "no",
  is_hidden_plan: "no",
  price: 0,
  final_price: 0,
  is_fixed: false,
  currency: "USD",
  currency_symbol: "$",
  interval: "monthly",
  trial_period: "no",
  stripe_plan_id: null,
  custom_logo: "no",
  module_access: "free",
  agency_plan: 1,
  status: 1
})

export const plansAnswer: FakeAnswer = {
  status: 200,
  body: {
    data: {
      data: [plan(1, "Free"), plan(11, "PRO"), plan(35, "Core"), plan(40, "Stack")],
      current_page: 1,
      last_page: 1,
      per_page: 100,
      total: 4
    }
  }
}

/** 60 agencies for paging, searching and sorting like the server does. */
export const manyAgencies: ReadonlyArray<Agency> = Array.from({ length: 60 }, (_, index) =>
  makeAgencyRecord({
    id: index + 1,
    name: `${["Acme", "Beacon", "Cobalt", "Delta", "Echo"][index % 5]} Agency ${index + 1}`,
    users_count: (index * 7) % 13,
    portals_count: index % 6,
    portals_available: index % 3,
    credit_limit: (index * 11) % 50,
    created_at: new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString()
  })
)

export const listAnswer = (search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const keyword = (params.get("keyword") ?? "").toLowerCase()
  const column = (params.get("sort_by") ?? "created_at") as keyof Agency
  const sign = params.get("sort_direction") === "asc" ? 1 : -1
  const matching = manyAgencies.filter((agency) => agency.name.toLowerCase().includes(keyword))
  const sorted = [...matching].sort(
    (a, b) => sign * (String(a[column]).localeCompare(String(b[column]), undefined, { numeric: true }) || a.id - b.id)
  )
  return agencyPage(sorted.slice((page - 1) * 25, page * 25), Math.max(1, Math.ceil(sorted.length / 25)), sorted.length)
}
