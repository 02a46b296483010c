// What the users drawer's use cases check a caller and a target with: which users the caller may see,
// whether an agency has a seat left, and which of the agency's portals a new or edited member may be granted.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import { USER_LIMIT } from "#contract/user-api.ts"

import { UserRepo } from "../../db/repos/UserRepo.ts"
import { FORBIDDEN, INVALID_AGENCY, NOT_FOUND } from "../messages.ts"
import { isAdmin, roleIn } from "../policy/Policy.ts"
import * as M from "./messages.ts"
import { composeUser } from "./UserView.ts"

/** The seats an agency may fill: its plan's user_limit, never more than USER_LIMIT. */
export const seatLimit = (planUserLimit: number) => Math.min(USER_LIMIT, planUserLimit)

export const forbidden = () => new Forbidden({ message: FORBIDDEN })
export const notFound = () => new NotFound({ message: NOT_FOUND })
export const invalid = (field: string, message: string) => Unprocessable.field(field, message)

export const userAccess = Effect.gen(function* () {
  const users = yield* UserRepo

  const profiles = (ids: ReadonlyArray<number>) =>
    Effect.map(users.profilesByIds(ids), (found) =>
      ids.flatMap((id) => {
        const row = found.get(id)
        return row === undefined ? [] : [composeUser(row, row.memberships, row.granted_portal_ids)]
      })
    )

  /** A user the caller may see: anyone for super admins, members of a shared agency for others. */
  const visible = (caller: User, id: number) =>
    Effect.gen(function* () {
      const [target] = yield* profiles([id])
      const row = target === undefined ? undefined : (yield* users.findById(id)).pipe(Option.getOrUndefined)
      if (target === undefined || row === undefined || row.is_demo) return yield* notFound()
      if (!isAdmin(caller) && !target.agencies.some((agency) => roleIn(caller, agency.id) !== undefined)) {
        return yield* notFound()
      }
      return { user: target, row }
    })

  /** Room for one more member, else 422. */
  const checkSeats = (agencyId: number) =>
    Effect.gen(function* () {
      const seats = yield* users.agencySeats(agencyId)
      if (Option.isNone(seats)) return yield* invalid("agency_id", INVALID_AGENCY)
      if (seats.value.members >= seatLimit(seats.value.user_limit)) return yield* invalid("agency_id", M.USER_LIMIT_REACHED)
      return seats.value
    })

  /**
   * The portals a member of `agencyId` is granted: portals of that agency only. A plain user who is
   * limited to some portals can pass on only those (and passes them on when asking for all).
   */
  const checkPortalAccess = (caller: User, agencyId: number, requested: ReadonlyArray<number>) =>
    Effect.gen(function* () {
      const agencyPortals = yield* users.agencyPortalIds(agencyId)
      if (requested.some((id) => !agencyPortals.includes(id))) return yield* invalid("portal_access", M.INVALID_PORTAL_ACCESS)
      if (isAdmin(caller) || roleIn(caller, agencyId) === "agency-admin") return [...new Set(requested)]
      const own = caller.portal_provider.map((grant) => grant.portal_id).filter((id) => agencyPortals.includes(id))
      if (own.length === 0) return [...new Set(requested)]
      if (requested.some((id) => !own.includes(id))) return yield* invalid("portal_access", M.INVALID_PORTAL_ACCESS)
      return requested.length === 0 ? own : [...new Set(requested)]
    })

  return { profiles, visible, checkSeats, checkPortalAccess } as const
})
