// The signed-in user's own account: update details (PUT /users/me) and delete (DELETE /users/me).
import { Clock, Effect } from "effect"
import { Forbidden, NotFound, Unprocessable } from "../../../src/shared/api/contract/errors.ts"
import type { User } from "../../../src/shared/api/contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AgencyRepo } from "../../db/repos/AgencyRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { UserRepo, type UserChanges } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword } from "../../lib/password.ts"
import { sha256 } from "../../lib/tokens.ts"
import { userRef } from "../activity/subjects.ts"
import { validateCover } from "../account/cover.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { UserView } from "./UserView.ts"

export interface ProfileChanges {
  readonly name?: string | undefined
  readonly email?: string | undefined
  readonly password?: string | undefined
  readonly agency_id?: number | undefined
  readonly cover?: string | null | undefined
}

export class Profile extends Effect.Service<Profile>()("server/domain/Profile", {
  effect: Effect.gen(function*() {
    const users = yield* UserRepo
    const agencies = yield* AgencyRepo
    const tokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo
    const view = yield* UserView
    const tx = yield* Transaction

    /** The agency logo may be set by its agency admin (or a super admin) when the plan allows a custom logo. */
    const checkCover = (user: User, agencyId: number | undefined) => {
      const agency = user.agencies.find((candidate) => candidate.id === agencyId)
      const isAdmin = user.roles.some((role) => role.name === "admin")
      if (agency === undefined || (agency.role.name !== "agency-admin" && !isAdmin)) {
        return Effect.fail(new Forbidden({ message: FORBIDDEN }))
      }
      if (agency.plan.custom_logo !== "yes") {
        return Effect.fail(new Forbidden({ message: "The agency's plan does not allow a custom logo." }))
      }
      return Effect.succeed(agency.id)
    }

    const update = (user: User, currentToken: string, changes: ProfileChanges) =>
      Effect.gen(function*() {
        if (changes.email !== undefined && (yield* users.emailTaken(changes.email, user.id))) {
          return yield* new Unprocessable({ message: "The email has already been taken." })
        }
        if (changes.agency_id !== undefined && !user.agencies.some((agency) => agency.id === changes.agency_id)) {
          return yield* new Unprocessable({ message: "The selected agency_id is invalid." })
        }
        const coverAgencyId = changes.cover === undefined
          ? undefined
          : yield* checkCover(user, changes.agency_id ?? user.agency?.id)
        const cover = changes.cover === undefined ? undefined : yield* validateCover(changes.cover)
        const row: { -readonly [K in keyof UserChanges]: UserChanges[K] } = {}
        if (changes.name !== undefined) row.name = changes.name
        if (changes.email !== undefined) row.email = changes.email
        if (changes.agency_id !== undefined) row.current_agency_id = changes.agency_id
        if (changes.password !== undefined) row.password_hash = yield* hashPassword(changes.password)
        const now = yield* Clock.currentTimeMillis
        yield* tx.run(Effect.gen(function*() {
          yield* users.update(user.id, row)
          if (coverAgencyId !== undefined) yield* agencies.setCover(coverAgencyId, cover ?? null)
          // A new password signs out every other session; this one stays.
          if (changes.password !== undefined) yield* tokens.revokeOthers(user.id, sha256(currentToken), new Date(now))
          yield* activity.record({
            event: "profile updated",
            causer: userRef(user.id),
            subject: userRef(user.id),
            properties: { changed: Object.keys(changes).filter((key) => changes[key as keyof ProfileChanges] !== undefined) }
          })
        }))
        return yield* Effect.orDie(yield* view.byId(user.id))
      })

    /**
     * With agency_id: leaves that agency; the account itself goes when no membership remains (super
     * admins keep theirs). Without: deletes the account. Either way this session ends.
     */
    const remove = (user: User, currentToken: string, agencyId: number | undefined) =>
      Effect.gen(function*() {
        const isAdmin = user.roles.some((role) => role.name === "admin")
        if (agencyId !== undefined && !user.agencies.some((agency) => agency.id === agencyId)) {
          return yield* new NotFound({ message: NOT_FOUND })
        }
        const deletesAccount = agencyId === undefined || (!isAdmin && user.agencies.length === 1)
        if (deletesAccount && isAdmin && (yield* users.countAdmins) <= 1) {
          return yield* new Forbidden({ message: "The last super admin can not be deleted." })
        }
        const now = yield* Clock.currentTimeMillis
        yield* tx.run(Effect.gen(function*() {
          yield* activity.record({
            event: "account deleted",
            causer: userRef(user.id),
            subject: userRef(user.id),
            properties: { agency_id: agencyId ?? null, account_deleted: deletesAccount }
          })
          if (deletesAccount) {
            yield* users.remove(user.id)
          } else {
            yield* users.removeMembership(user.id, agencyId!)
            yield* tokens.revoke(sha256(currentToken), new Date(now))
          }
        }))
        return deletesAccount ? "Your account has been deleted." : "You have left the agency."
      })

    return { update, remove } as const
  })
}) {}
