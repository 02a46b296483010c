// The agencies admin: list (members see their own agencies), read, and the super admin's create,
// update and delete. Every change writes an activity-log entry in the same transaction.
import { Effect, Option } from "effect"
import type { Agency } from "../../../src/shared/api/contract/agency.ts"
import {
  AGENCY_PAGE_SIZE,
  type AgencyCreatePayload,
  type AgencyListParams,
  AgencySortBy,
  type AgencyUpdatePayload
} from "../../../src/shared/api/contract/agency-api.ts"
import { Forbidden, NotFound, Unprocessable } from "../../../src/shared/api/contract/errors.ts"
import type { User } from "../../../src/shared/api/contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AgencyRepo } from "../../db/repos/AgencyRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { validateCover } from "../account/cover.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { isAdmin } from "../portals/PortalCatalog.ts"
import { changeLog, formFields, newAgency } from "./agencyForm.ts"

export const AGENCY_DELETED = "Agency has been deleted."
export const GUEST_AGENCY_UNDELETABLE = "The guest demo agency can not be deleted."
export const INVALID_PLAN = "The selected plan_id is invalid."
export const INVALID_SORT = "The selected sort_by is invalid."

export const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

const isSortBy = (value: string): value is AgencySortBy => (AgencySortBy as ReadonlyArray<string>).includes(value)
const isMember = (user: User, agencyId: number) => user.agencies.some((agency) => agency.id === agencyId)

export class Agencies extends Effect.Service<Agencies>()("server/domain/Agencies", {
  effect: Effect.gen(function*() {
    const agencies = yield* AgencyRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transaction

    const onlyAdmin = (user: User) => isAdmin(user) ? Effect.void : Effect.fail(new Forbidden({ message: FORBIDDEN }))

    const existing = (id: number) =>
      Effect.flatMap(agencies.findById(id), Option.match({
        onNone: () => Effect.fail(new NotFound({ message: NOT_FOUND })),
        onSome: (agency) => Effect.succeed(agency)
      }))

    const checkPlan = (planId: number | undefined) =>
      planId === undefined
        ? Effect.void
        : Effect.flatMap(agencies.planType(planId), (plan) => Option.isSome(plan) ? Effect.void : Effect.fail(new Unprocessable({ message: INVALID_PLAN })))

    const list = (user: User, params: AgencyListParams) =>
      Effect.gen(function*() {
        const sortBy = params.sort_by ?? "created_at"
        if (!isSortBy(sortBy)) return yield* new Unprocessable({ message: INVALID_SORT })
        const page = params.page ?? 1
        const limit = params.limit ?? AGENCY_PAGE_SIZE
        const { rows, total } = yield* agencies.list({
          memberId: isAdmin(user) ? null : user.id,
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "desc",
          page,
          limit
        })
        return {
          data: rows,
          meta: {
            pagination: { total, count: rows.length, per_page: limit, current_page: page, total_pages: Math.max(1, Math.ceil(total / limit)) }
          }
        }
      })

    /** Unknown agencies are 404 for everyone; someone else's agency is 403. */
    const get = (user: User, id: number) =>
      Effect.gen(function*() {
        const agency = yield* existing(id)
        if (!isAdmin(user) && !isMember(user, id)) return yield* new Forbidden({ message: FORBIDDEN })
        return agency
      })

    const create = (user: User, form: AgencyCreatePayload) =>
      Effect.gen(function*() {
        yield* onlyAdmin(user)
        yield* checkPlan(form.plan_id)
        const row = newAgency({ ...form, cover: yield* validateCover(form.cover ?? null) })
        const id = yield* tx.run(Effect.gen(function*() {
          const id = yield* agencies.insert(row)
          yield* activity.record({
            event: "agency.created",
            causer: userRef(user.id),
            subject: agencyRef(id),
            properties: { name: row.name, admin_email: row.admin_email, plan_id: row.plan_id, status: row.status }
          })
          return id
        }))
        // Just inserted: its absence would be a database fault, not a caller's mistake.
        return yield* Effect.orDie(existing(id))
      })

    const update = (user: User, id: number, form: AgencyUpdatePayload) =>
      Effect.gen(function*() {
        yield* onlyAdmin(user)
        const before = yield* existing(id)
        yield* checkPlan(form.plan_id)
        const fields = formFields(form.cover === undefined ? form : { ...form, cover: yield* validateCover(form.cover) })
        yield* tx.run(Effect.all([
          agencies.update(id, fields),
          activity.record({ event: "agency.updated", causer: userRef(user.id), subject: agencyRef(id), properties: { changes: changeLog(before, fields) } })
        ]))
        return yield* existing(id)
      })

    const remove = (user: User, id: number) =>
      Effect.gen(function*() {
        yield* onlyAdmin(user)
        const agency: Agency = yield* existing(id)
        if (yield* agencies.isGuestDemo(id)) return yield* new Forbidden({ message: GUEST_AGENCY_UNDELETABLE })
        yield* tx.run(Effect.gen(function*() {
          const removed = yield* agencies.remove(id)
          yield* activity.record({
            event: "agency.deleted",
            causer: userRef(user.id),
            subject: agencyRef(id),
            properties: { name: agency.name, portal_ids: removed.portalIds, deleted_user_ids: removed.deletedUserIds }
          })
        }))
        return AGENCY_DELETED
      })

    return { list, get, create, update, remove } as const
  })
}) {}
