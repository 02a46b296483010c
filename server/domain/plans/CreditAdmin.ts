// Credit packs as super admins manage them (spec 2 sections 2, 5 and 6): list, read, create, update,
// delete. A pack is a row Buy Credits offers. Reads are open to any logged-in user; writes are super
// admin only, and each commits with its activity-log entry.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import { CREDIT_PAGE_SIZE, type CreditListParams, type CreditPayload, type CreditRecord, CreditSortBy } from "#contract/plan-admin-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type CreditPackFields, CreditPackRepo, type CreditPackRow } from "../../db/repos/CreditPackRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"
import { FORBIDDEN, INVALID_SORT_BY, NOT_FOUND } from "../messages.ts"
import { isAdmin } from "../policy/Policy.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"
import { creditFields } from "./creditFields.ts"
import { creditRef } from "./subjects.ts"

export const CREDIT_DELETED = "Credit has been deleted."
export const CREDIT_TAKEN = "The credit has already been taken."

/** The admin record carries the numbers as text (spec 2 section 3). */
export const toCreditRecord = (row: CreditPackRow): CreditRecord => ({
  id: row.id,
  credit: String(row.credit),
  amount: String(row.amount),
  saving: row.saving,
  lock_version: row.lock_version
})

const isSortBy = (value: string): value is CreditSortBy => (CreditSortBy as ReadonlyArray<string>).includes(value)

export class CreditAdmin extends Effect.Service<CreditAdmin>()("server/domain/CreditAdmin", {
  effect: Effect.gen(function* () {
    const packs = yield* CreditPackRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const versions = yield* RecordVersions

    const superAdmin = (user: User) => (isAdmin(user) ? Effect.void : Effect.fail(new Forbidden({ message: FORBIDDEN })))

    const list = (params: CreditListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "id"
        if (!isSortBy(sortBy)) return yield* Unprocessable.field("sort_by", INVALID_SORT_BY)
        const page = params.page ?? 1
        const limit = params.limit ?? CREDIT_PAGE_SIZE
        const { rows, total } = yield* packs.list({
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "asc",
          page,
          limit
        })
        return {
          data: rows.map(toCreditRecord),
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / limit)),
          per_page: limit,
          total
        }
      })

    const row = (id: number) =>
      Effect.flatMap(
        packs.findById(id),
        Option.match({
          onNone: () => Effect.fail(new NotFound({ message: NOT_FOUND })),
          onSome: Effect.succeed
        })
      )

    const read = (id: number) => Effect.map(row(id), toCreditRecord)

    /** Valid fields whose credit count no other pack has. */
    const validated = (payload: CreditPayload, exceptId: number | null, stored?: CreditPackFields) =>
      Effect.gen(function* () {
        const result = creditFields(payload, stored)
        if (!result.ok) return yield* Unprocessable.perField(Object.fromEntries(result.issues.map((issue) => [issue.field, issue.message])))
        const taken = yield* packs.findByCredit(result.fields.credit, exceptId)
        if (Option.isSome(taken)) return yield* Unprocessable.field("credit", CREDIT_TAKEN)
        return result.fields
      })

    const log = (user: User, event: string, id: number, fields: CreditPackFields) =>
      activity.record({ event, causer: userRef(user.id), subject: creditRef(id), properties: { ...fields } })

    const create = (user: User, payload: CreditPayload) =>
      Effect.gen(function* () {
        yield* superAdmin(user)
        const id = yield* transaction.run(
          Effect.gen(function* () {
            const fields = yield* validated(payload, null)
            const id = yield* packs.insert(fields)
            yield* log(user, "credit.created", id, fields)
            return id
          })
        )
        return yield* read(id)
      })

    /** `expected`: the version the form was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (user: User, id: number, payload: CreditPayload, expected: number | undefined) =>
      Effect.gen(function* () {
        yield* superAdmin(user)
        yield* row(id)
        yield* transaction.run(
          Effect.gen(function* () {
            yield* versions.claim(VersionedRecords.creditPack, id, expected, user)
            const fields = yield* validated(payload, id, yield* row(id))
            yield* packs.update(id, fields)
            yield* log(user, "credit.updated", id, fields)
          })
        )
        return yield* read(id)
      })

    const remove = (user: User, id: number) =>
      Effect.gen(function* () {
        yield* superAdmin(user)
        const pack = yield* row(id)
        yield* transaction.run(
          Effect.zipRight(
            packs.remove(id),
            log(user, "credit.deleted", id, { credit: pack.credit, amount: pack.amount, saving: pack.saving })
          )
        )
        return { message: CREDIT_DELETED }
      })

    return { list, read, create, update, remove } as const
  })
}) {}
