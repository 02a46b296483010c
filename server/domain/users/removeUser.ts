// Removing a member: a super admin deletes a user outright or takes them out of one agency; an agency admin
// takes a member out of an agency they administer. Whoever is left in no agency (and is no super admin)
// is deleted; nobody removes themselves.
import { Effect } from "effect"

import { Forbidden } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"
import { isAdmin, roleIn } from "../policy/Policy.ts"
import * as M from "./messages.ts"
import { forbidden, notFound, userAccess } from "./userAccess.ts"

export const removeUser = Effect.gen(function* () {
  const users = yield* UserRepo
  const activity = yield* ActivityLogRepo
  const tx = yield* Transaction
  const { visible } = yield* userAccess

  return (caller: User, id: number, agencyId: number | undefined) =>
    Effect.gen(function* () {
      if (id === caller.id) return yield* new Forbidden({ message: M.CANNOT_DELETE_SELF })
      const { user: target, row } = yield* visible(caller, id)
      const admin = isAdmin(caller)
      const agency = admin
        ? agencyId
        : (agencyId ?? target.agencies.find((candidate) => roleIn(caller, candidate.id) === "agency-admin")?.id)
      if (!admin) {
        if (agency === undefined || roleIn(caller, agency) !== "agency-admin" || row.is_admin) return yield* forbidden()
      }
      if (agency !== undefined && !target.agencies.some((candidate) => candidate.id === agency)) return yield* notFound()
      yield* tx.run(
        Effect.gen(function* () {
          if (agency === undefined) {
            yield* activity.record({
              event: "user deleted",
              causer: userRef(caller.id),
              subject: userRef(id),
              properties: { email: row.email }
            })
            yield* users.remove(id)
            return
          }
          yield* users.removeMembership(id, agency)
          const left = yield* users.membershipCount(id)
          const deleted = left === 0 && !row.is_admin
          yield* activity.record({
            event: deleted ? "user deleted" : "user removed from agency",
            causer: userRef(caller.id),
            subject: userRef(id),
            properties: { email: row.email, agency_id: agency }
          })
          if (deleted) yield* users.remove(id)
        })
      )
      return { message: M.USER_DELETED }
    })
})
