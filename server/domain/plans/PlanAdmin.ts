// Plans as super admins manage them (spec 2 sections 2, 5 and 6): the list with inactive plans, one
// plan, create, update and delete. Reads are open to any logged-in user (inactive plans to super admins
// only); writes are super admin only. Every write and its activity-log entry commit together.
import { Effect, Option } from "effect"

import type { PlanListParams } from "#contract/billing-api.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import { type Plan, PlanId } from "#contract/plan.ts"
import type { PlanPayload } from "#contract/plan-admin-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { PlanRepo } from "../../db/repos/PlanRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { isAdmin } from "../policy/Policy.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"
import { planFields } from "./planFields.ts"
import { planRef } from "./subjects.ts"

export const PLAN_DELETED = "Plan has been deleted."
export const BUILT_IN_PLAN = "This plan is built in and cannot be deleted. Set its status to Inactive instead."
export const planInUse = (agencies: number) =>
  `This plan is used by ${agencies} ${agencies === 1 ? "agency" : "agencies"} and cannot be deleted. Set its status to Inactive instead.`
export const PLAN_HAS_PAYMENTS = "This plan has payments and cannot be deleted. Set its status to Inactive instead."

const BUILT_IN_PLAN_IDS: ReadonlyArray<number> = Object.values(PlanId)

/** The fields whose value differs, for the log entry. */
const changedFields = (before: Plan, after: Plan): Array<string> =>
  (Object.keys(after) as Array<keyof Plan>).filter((key) => key !== "id" && key !== "lock_version" && before[key] !== after[key])

export class PlanAdmin extends Effect.Service<PlanAdmin>()("server/domain/PlanAdmin", {
  effect: Effect.gen(function* () {
    const plans = yield* PlanRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const versions = yield* RecordVersions

    const superAdmin = (user: User) => (isAdmin(user) ? Effect.void : Effect.fail(new Forbidden({ message: FORBIDDEN })))

    /** GET /plans with status: every plan (all), the inactive (0) or the active (1) ones; id asc. */
    const list = (user: User, params: PlanListParams) =>
      Effect.gen(function* () {
        const status = params.status ?? "1"
        if (status !== "1") yield* superAdmin(user)
        const limit = params.limit ?? 100
        const page = params.page ?? 1
        const { rows, total } = yield* plans.list({
          status: status === "all" ? null : status === "0" ? 0 : 1,
          agencyPlan: params.agency_plan === undefined ? null : params.agency_plan === "1" ? 1 : 0,
          limit,
          offset: (page - 1) * limit
        })
        return { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total }
      })

    const read = (user: User, id: number): Effect.Effect<Plan, NotFound> =>
      Effect.gen(function* () {
        const plan = yield* plans.findById(id)
        // An inactive plan is not offered to anyone but super admins.
        if (Option.isNone(plan) || (plan.value.status === 0 && !isAdmin(user))) return yield* new NotFound({ message: NOT_FOUND })
        return plan.value
      })

    const validated = (payload: PlanPayload, stored?: Plan) => {
      const result = planFields(payload, stored)
      return result.ok
        ? Effect.succeed(result.fields)
        : Effect.fail(Unprocessable.perField(Object.fromEntries(result.issues.map((issue) => [issue.field, issue.message]))))
    }

    const create = (user: User, payload: PlanPayload) =>
      Effect.gen(function* () {
        yield* superAdmin(user)
        const fields = yield* validated(payload)
        const id = yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* plans.insert(fields)
            yield* activity.record({
              event: "plan.created",
              causer: userRef(user.id),
              subject: planRef(id),
              properties: { name: fields.name, type: fields.type }
            })
            return id
          })
        )
        return yield* read(user, id)
      })

    /** `expected`: the version the form was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (user: User, id: number, payload: PlanPayload, expected: number | undefined) =>
      Effect.gen(function* () {
        yield* superAdmin(user)
        const before = yield* read(user, id)
        const fields = yield* validated(payload, before)
        yield* transaction.run(
          Effect.gen(function* () {
            yield* versions.claim(VersionedRecords.plan, id, expected, user)
            yield* plans.update(id, fields)
            yield* activity.record({
              event: "plan.updated",
              causer: userRef(user.id),
              subject: planRef(id),
              properties: { name: fields.name, changed: changedFields(before, { id, ...fields }) }
            })
          })
        )
        return yield* read(user, id)
      })

    const remove = (user: User, id: number) =>
      Effect.gen(function* () {
        yield* superAdmin(user)
        const plan = yield* read(user, id)
        if (BUILT_IN_PLAN_IDS.includes(id)) return yield* new Conflict({ message: BUILT_IN_PLAN })
        yield* transaction.run(
          Effect.gen(function* () {
            // Checked inside the transaction, so an agency moved onto the plan meanwhile is seen.
            const usage = yield* plans.usage(id)
            if (usage.agencies > 0) return yield* new Conflict({ message: planInUse(usage.agencies) })
            if (usage.payments > 0) return yield* new Conflict({ message: PLAN_HAS_PAYMENTS })
            yield* plans.remove(id)
            yield* activity.record({
              event: "plan.deleted",
              causer: userRef(user.id),
              subject: planRef(id),
              properties: { name: plan.name, type: plan.type }
            })
          })
        )
        return { message: PLAN_DELETED }
      })

    return { list, read, create, update, remove } as const
  })
}) {}
