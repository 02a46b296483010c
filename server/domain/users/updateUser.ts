// Editing a member (spec 2 section 6): a super admin changes anyone's role and agency and the sr_beta and
// is_support flags (never taking away their own Super Admin role); an agency admin edits the members of
// the agencies they administer, never super admins nor those flags. The edit claims the version the form
// was read at, so a stale form gets a 409 instead of overwriting a newer change.
import { Effect, Option } from "effect"

import type { User } from "#contract/user.ts"
import type { UserUpdatePayload } from "#contract/user-api.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type UserChanges, UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"
import { AGENCY_REQUIRED, EMAIL_TAKEN, INVALID_AGENCY } from "../messages.ts"
import { isAdmin, roleIn } from "../policy/Policy.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"
import { forbidden, invalid, userAccess } from "./userAccess.ts"
import { UserView } from "./UserView.ts"

export const updateUser = Effect.gen(function* () {
  const users = yield* UserRepo
  const activity = yield* ActivityLogRepo
  const view = yield* UserView
  const tx = yield* Transaction
  const versions = yield* RecordVersions
  const { visible, checkSeats, checkPortalAccess } = yield* userAccess

  /** `expected`: the version the form was read at (If-Match or the body's lock_version); stale → 409. */
  return (caller: User, id: number, input: UserUpdatePayload, expected: number | undefined) =>
    Effect.gen(function* () {
      const { user: target, row } = yield* visible(caller, id)
      const admin = isAdmin(caller)
      let agencyId: number | undefined
      if (admin) {
        // A super admin cannot take their own Super Admin role away (the drawer hides their own row).
        if (id === caller.id && input.role !== "admin") return yield* forbidden()
        if (input.role !== "admin") {
          agencyId = input.agency_id ?? (target.agencies.length === 1 ? target.agencies[0]!.id : undefined)
          if (agencyId === undefined) return yield* invalid("agency_id", AGENCY_REQUIRED)
          if (Option.isNone(yield* users.agencySeats(agencyId))) return yield* invalid("agency_id", INVALID_AGENCY)
        }
      } else {
        if (input.role === "admin" || row.is_admin) return yield* forbidden()
        agencyId = input.agency_id ?? target.agencies.find((agency) => roleIn(caller, agency.id) === "agency-admin")?.id
        if (agencyId === undefined || roleIn(caller, agencyId) !== "agency-admin") return yield* forbidden()
        if (input.sr_beta !== undefined && input.sr_beta !== row.sr_beta) return yield* forbidden()
        if (input.is_support !== undefined && input.is_support !== row.is_support) return yield* forbidden()
      }
      if (yield* users.emailTaken(input.email, id)) return yield* invalid("email", EMAIL_TAKEN)
      const joining = agencyId !== undefined && Option.isNone(yield* users.membershipRole(id, agencyId))
      if (joining) {
        if (!admin) return yield* forbidden()
        yield* checkSeats(agencyId!)
      }
      const portalAccess =
        agencyId === undefined || input.portal_access === undefined
          ? undefined
          : yield* checkPortalAccess(caller, agencyId, input.portal_access)
      const changes: { -readonly [K in keyof UserChanges]: UserChanges[K] } = { name: input.name, email: input.email }
      if (admin) {
        changes.is_admin = input.role === "admin"
        if (input.sr_beta !== undefined) changes.sr_beta = input.sr_beta
        if (input.is_support !== undefined) changes.is_support = input.is_support
      }
      yield* tx.run(
        Effect.gen(function* () {
          yield* versions.claim(VersionedRecords.user, id, expected, caller)
          yield* users.update(id, changes)
          if (agencyId !== undefined && input.role !== "admin") yield* users.addMembership(id, agencyId, input.role)
          if (agencyId !== undefined && portalAccess !== undefined) yield* users.setPortalAccess(id, agencyId, portalAccess)
          yield* activity.record({
            event: "user updated",
            causer: userRef(caller.id),
            subject: userRef(id),
            properties: {
              role: input.role,
              ...(agencyId === undefined ? {} : { agency_id: agencyId }),
              ...(portalAccess === undefined ? {} : { portal_access: portalAccess })
            }
          })
        })
      )
      return yield* Effect.orDie(yield* view.byId(id))
    })
})
