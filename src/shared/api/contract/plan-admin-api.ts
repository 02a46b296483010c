// Plan and credit administration (spec 2 sections 2, 3, 5, 6, 7 and 9), base /agency/api/v2.
// Reads are open to any logged-in user (the same plans and packs the billing drawer and Buy Credits
// show); every write is for super admins only (403 for everyone else) and writes an activity-log entry.
//
// Group "planAdmin":
//   GET    /plans/:id             one plan; inactive plans only for super admins (404 for others)
//   POST   /plans                 PlanPayload: creates a plan (201)
//   PUT    /plans/:id             PlanUpdatePayload: the plan form; optional fields left out keep their value
//   DELETE /plans/:id             deletes the plan; 409 when agencies are on it, payments name it, or it is
//                                 one of the built-in plans (ids 1, 11, 35, 40): set it Inactive instead
//   GET    /credits?page=&limit=&keyword=&sort_by=&sort_direction=
//                                 the credit records, id asc, 25 a page, paged by last_page; sort_by id,
//                                 credit or amount (anything else 422); limit at most 100
//   GET    /credits/:id           one credit record
//   POST   /plans/credits         CreditPayload: creates a credit pack (201)
//   GET    /plans/credits/:id     one credit record (same as /credits/:id)
//   PUT    /plans/credits/:id     CreditUpdatePayload: credit and amount; saving left out keeps its value
//   DELETE /plans/credits/:id     deletes the pack
// The plans list itself is GET /plans in billing-api.ts ("plans" group); its `status` query lets super
// admins list inactive plans as well (status=all or status=0) for the Plans drawer.
// Both PUTs take the lock_version the form was read at and answer 409 when the record changed since
// (record-version.ts).
//
// A credit record is a row of credit_packs: a pack created here is offered by GET /plans/credits and in
// Buy Credits. The spec's sort names: the Credits drawer's Credit header sends sort_by=id and its Amount
// header sends sort_by=amount (the spec's "sorts by name" has no column to name: packs have no name).
//
// Validation (spec 2 section 5) answers 422 naming the field, in the validator's default words
// ("The price field is required."). Plan: name, type, portal_limit, user_limit, module_limit,
// is_free_module, is_hidden_plan, custom_logo, status and module_access always; price and currency for
// paid and fixed; interval, trial_period, stripe_plan_id and agency_plan for paid; upgrade_order
// optional. A free plan's price is 0 whatever is sent. Fields a type does not use are stored when given
// and otherwise reset to their defaults; on update, the fields its type uses and upgrade_order keep their
// stored value when left out (a paid plan's stripe_plan_id need not be sent again) (interval and stripe_plan_id null, trial_period 'no',
// agency_plan 1, currency USD). currency_symbol follows the currency; final_price equals price (coupons
// apply at payment time); is_fixed is true exactly for fixed plans.
// Credit: credit and amount are text inputs holding whole numbers (credit 1 to 1000, amount at least 1,
// whole currency units); saving is optional text. Two packs may not have the same number of credits
// ("The credit has already been taken."), since Buy Credits prices a count by its pack.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, IdPath, LastPageList, ListParams, MAX_INT32, Message, PositiveIntFromString, Text, TextSize, TrimmedText } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { type FieldIssue, fieldLabel, requiredMessage } from "./field-errors.ts"
import { Currency, ModuleAccess, Plan, PlanInterval, PlanType, YesNo } from "./plan.ts"
import { expectedVersion, recordVersion } from "./record-version.ts"
import { Authentication } from "./security.ts"

export const PLAN_PAGE_SIZE = 25
export const CREDIT_PAGE_SIZE = 25

/** The currency symbol stored with a plan, by its currency. */
export const CURRENCY_SYMBOLS: Record<typeof Currency.Type, string> = { USD: "$", AUD: "A$", CAD: "C$", EURO: "€", GBP: "£" }

const oneOf = (field: string) => ({ message: () => `The selected ${field} is invalid.` })
const wholeNumber = (field: string) =>
  Schema.Number.annotations({ message: () => `The ${field} must be a number.` }).pipe(
    Schema.int({ message: () => `The ${field} must be an integer.` }),
    Schema.nonNegative({ message: () => `The ${field} must be at least 0.` }),
    Schema.lessThanOrEqualTo(MAX_INT32, { message: () => `The ${field} may not be greater than ${MAX_INT32}.` })
  )

/** The plan form (spec 2 sections 3 and 5). Type-dependent requirements are checked by the server. */
export const PlanPayload = Schema.Struct({
  name: TrimmedText(255, "The name may not be greater than 255 characters.").pipe(
    Schema.nonEmptyString({ message: () => "The name field is required." })
  ),
  type: PlanType.annotations(oneOf("type")),
  upgrade_order: Schema.optional(Schema.NullOr(wholeNumber("upgrade order"))),
  portal_limit: wholeNumber("portal limit"),
  user_limit: wholeNumber("user limit"),
  module_limit: wholeNumber("module limit"),
  is_free_module: YesNo.annotations(oneOf(fieldLabel("is_free_module"))),
  is_hidden_plan: YesNo.annotations(oneOf(fieldLabel("is_hidden_plan"))),
  custom_logo: YesNo.annotations(oneOf("custom logo")),
  status: Schema.Literal(0, 1).annotations(oneOf("status")),
  module_access: ModuleAccess.annotations(oneOf("module access")),
  /** Cents, like every plan price (spec 2 section 1). */
  price: Schema.optional(Schema.NullOr(wholeNumber("price"))),
  currency: Schema.optional(Schema.NullOr(Currency.annotations(oneOf("currency")))),
  interval: Schema.optional(Schema.NullOr(PlanInterval.annotations(oneOf("interval")))),
  trial_period: Schema.optional(
    Schema.NullOr(YesNo.annotations(oneOf("trial period"))).annotations({
      description: 'Required when type is "paid" (422 "The trial period field is required."); ignored ("no") for free and fixed plans.'
    })
  ),
  stripe_plan_id: Schema.optional(Schema.NullOr(TrimmedText(255, "The stripe plan id may not be greater than 255 characters."))),
  agency_plan: Schema.optional(Schema.NullOr(Schema.Literal(0, 1).annotations(oneOf("agency plan"))))
})
export type PlanPayload = typeof PlanPayload.Type

export const PlanUpdatePayload = Schema.Struct({ ...PlanPayload.fields, ...expectedVersion })
export type PlanUpdatePayload = typeof PlanUpdatePayload.Type

/** What each plan type needs beyond the fields every plan has, in form order (spec 2 section 5). */
export const PLAN_FIELDS_BY_TYPE = {
  free: [],
  fixed: ["price", "currency"],
  paid: ["price", "currency", "interval", "trial_period", "stripe_plan_id", "agency_plan"]
} as const satisfies Record<PlanPayload["type"], ReadonlyArray<keyof PlanPayload>>

/** The fields the plan's type needs that it lacks (an empty Stripe plan id counts as missing). */
export const missingPlanFields = (
  payload: Pick<PlanPayload, "type"> & Partial<Record<keyof PlanPayload, unknown>>
): ReadonlyArray<FieldIssue> =>
  PLAN_FIELDS_BY_TYPE[payload.type]
    .filter((field) => payload[field] == null || payload[field] === "")
    .map((field) => ({ field, message: requiredMessage(field) }))

/** The plans list's extra query for the Plans drawer (see PlanListParams in billing-api.ts). */
export const PlanStatusFilter = Schema.Literal("all", "0", "1")
export type PlanStatusFilter = typeof PlanStatusFilter.Type

/** A credit record as the admin drawer edits it (spec 2 section 3): numbers as text. */
export const CreditRecord = Schema.Struct({
  id: Schema.Number,
  credit: Schema.String,
  amount: Schema.String,
  saving: Schema.NullOr(Schema.String),
  ...recordVersion
})
export type CreditRecord = typeof CreditRecord.Type

/** Text inputs: the form sends text; numbers are accepted too. The server checks they hold whole numbers. */
const NumberText = Schema.Union(Text(TextSize.code), Schema.Number)

export const CreditPayload = Schema.Struct({
  credit: NumberText,
  amount: NumberText,
  saving: Schema.optional(
    Schema.NullOr(Text(TextSize.name).pipe(Schema.maxLength(255, { message: () => "The saving may not be greater than 255 characters." })))
  )
})
export type CreditPayload = typeof CreditPayload.Type

export const CreditUpdatePayload = Schema.Struct({ ...CreditPayload.fields, ...expectedVersion })
export type CreditUpdatePayload = typeof CreditUpdatePayload.Type

/** The most credits one purchase may buy (the payment intent's limit), so every pack can be bought. */
export const MAX_PACK_CREDITS = 1000
/** The most a pack may cost, in the plan currency's whole units. */
export const MAX_PACK_AMOUNT = 1_000_000

const packNumber = (field: "credit" | "amount", value: string | number, min: number, max: number): number | FieldIssue => {
  const text = String(value).trim()
  const problem = (message: string): FieldIssue => ({ field, message })
  if (text === "") return problem(requiredMessage(field))
  if (!/^-?\d+(\.\d+)?$/.test(text)) return problem(`The ${field} must be a number.`)
  const number = Number(text)
  if (!Number.isInteger(number)) return problem(`The ${field} must be an integer.`)
  if (number < min) return problem(`The ${field} must be at least ${min}.`)
  if (number > max) return problem(`The ${field} may not be greater than ${max}.`)
  return number
}

/** A credit pack's numbers (spec 2 section 5: text inputs holding whole numbers): the values, or each problem. */
export const creditPackNumbers = (
  payload: Pick<CreditPayload, "credit" | "amount">
): { readonly credit: number; readonly amount: number } | ReadonlyArray<FieldIssue> => {
  const credit = packNumber("credit", payload.credit, 1, MAX_PACK_CREDITS)
  const amount = packNumber("amount", payload.amount, 1, MAX_PACK_AMOUNT)
  if (typeof credit === "number" && typeof amount === "number") return { credit, amount }
  return [credit, amount].filter((value): value is FieldIssue => typeof value !== "number")
}

/** The columns the credits list may be sorted by; anything else is a 422 naming sort_by. */
export const CreditSortBy = ["id", "credit", "amount"] as const
export type CreditSortBy = (typeof CreditSortBy)[number]

export const CreditListParams = Schema.Struct({
  ...ListParams,
  limit: Schema.optional(
    PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(100, { message: () => "The limit may not be greater than 100." }))
  )
})
export type CreditListParams = typeof CreditListParams.Type

export class PlanAdminApi extends HttpApiGroup.make("planAdmin")
  .add(
    HttpApiEndpoint.get("credits", "/credits")
      .setUrlParams(CreditListParams)
      .addSuccess(Data(LastPageList(CreditRecord)))
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Credit records, id ascending by default (sort_by id, credit or amount; limit at most 100).")
  )
  .add(HttpApiEndpoint.get("credit", "/credits/:id").setPath(IdPath).addSuccess(Data(CreditRecord)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("createCredit", "/plans/credits")
      .setPayload(CreditPayload)
      .addSuccess(Data(CreditRecord), { status: 201 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(HttpApiEndpoint.get("readCredit", "/plans/credits/:id").setPath(IdPath).addSuccess(Data(CreditRecord)).addError(NotFound))
  .add(
    HttpApiEndpoint.put("updateCredit", "/plans/credits/:id")
      .setPath(IdPath)
      .setPayload(CreditUpdatePayload)
      .addSuccess(Data(CreditRecord))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("deleteCredit", "/plans/credits/:id")
      .setPath(IdPath)
      .addSuccess(Data(Message))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.get("read", "/plans/:id").setPath(IdPath).addSuccess(Data(Plan)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/plans")
      .setPayload(PlanPayload)
      .addSuccess(Data(Plan), { status: 201 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.put("update", "/plans/:id")
      .setPath(IdPath)
      .setPayload(PlanUpdatePayload)
      .addSuccess(Data(Plan))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("remove", "/plans/:id")
      .setPath(IdPath)
      .addSuccess(Data(Message))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .middleware(Authentication)
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Plan and credit administration") {}
