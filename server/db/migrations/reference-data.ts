// Reference data present in every installation (embedded and DATABASE_URL): the four plans of
// spec 2 section 1 and the credit packs. Plan prices are in cents, as spec 2 section 1 says, of the
// product's dollar prices (DESIGN.md: Core $197 is 19700); credit pack amounts are whole currency units ("Default credit plan: 1 credit,
// amount 50"), sent to the payment provider x100.
// Values the specification leaves open are chosen to be consistent: limits grow with the price,
// custom logos come with Stack and PRO, only Free has a trial, and every paid plan bills monthly.

export const referencePlans = [
  {
    id: 1, name: "Free", type: "free", upgrade_order: 0, portal_limit: 10, user_limit: 2, module_limit: 20,
    is_free_module: "yes", is_hidden_plan: "no", price: 0, final_price: 0, is_fixed: false,
    currency: "USD", currency_symbol: "$", interval: "monthly", trial_period: "yes", stripe_plan_id: null,
    custom_logo: "no", module_access: "free", agency_plan: 1, status: 1
  },
  {
    id: 35, name: "Core", type: "paid", upgrade_order: 1, portal_limit: 10, user_limit: 5, module_limit: 50,
    is_free_module: "no", is_hidden_plan: "no", price: 19700, final_price: 19700, is_fixed: false,
    currency: "USD", currency_symbol: "$", interval: "monthly", trial_period: "no", stripe_plan_id: "price_core_monthly",
    custom_logo: "no", module_access: "lite", agency_plan: 1, status: 1
  },
  {
    id: 40, name: "Stack", type: "paid", upgrade_order: 2, portal_limit: 10, user_limit: 5, module_limit: 70,
    is_free_module: "no", is_hidden_plan: "no", price: 99700, final_price: 99700, is_fixed: false,
    currency: "USD", currency_symbol: "$", interval: "monthly", trial_period: "no", stripe_plan_id: "price_stack_monthly",
    custom_logo: "yes", module_access: "lite", agency_plan: 1, status: 1
  },
  {
    id: 11, name: "PRO", type: "paid", upgrade_order: 3, portal_limit: 1, user_limit: 10, module_limit: 999,
    is_free_module: "no", is_hidden_plan: "no", price: 299700, final_price: 299700, is_fixed: false,
    currency: "USD", currency_symbol: "$", interval: "monthly", trial_period: "no", stripe_plan_id: "price_pro_monthly",
    custom_logo: "yes", module_access: "pro", agency_plan: 1, status: 1
  }
] as const

/** The first pack is the default credit plan; larger packs save a growing share of the per-credit price. */
export const referenceCreditPacks = [
  { credit: 1, amount: 50, saving: null },
  { credit: 5, amount: 225, saving: "10%" },
  { credit: 10, amount: 400, saving: "20%" },
  { credit: 25, amount: 875, saving: "30%" },
  { credit: 50, amount: 1500, saving: "40%" }
] as const
