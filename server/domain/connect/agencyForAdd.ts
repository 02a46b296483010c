// Which agency a portal is added to, and whether it has room for one more: checked when the sign-in
// address is asked for, and again under a lock on the agency when the callback creates the portal.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { AGENCY_REQUIRED, AGENCY_SUSPENDED, FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { isAdmin, isAgencyAdminOf } from "../policy/Policy.ts"
import { NO_PRO_LICENCE, PORTAL_LIMIT_REACHED } from "./messages.ts"

/** The checks of an add, before the sign-in and again under the lock when the portal is created. */
export const checkRoomFor = (
  agency: {
    readonly status: string
    readonly portals_count: number
    readonly portal_limit: number
    readonly portals_available: number
  },
  createPortalType: "pro" | "free"
) =>
  agency.status === "suspend"
    ? Effect.fail(new Forbidden({ message: AGENCY_SUSPENDED }))
    : agency.portals_count >= agency.portal_limit
      ? Effect.fail(new Forbidden({ message: PORTAL_LIMIT_REACHED }))
      : createPortalType === "pro" && agency.portals_available < 1
        ? Effect.fail(Unprocessable.field("create_portal_type", NO_PRO_LICENCE))
        : Effect.void

export const agencyForAdd = Effect.gen(function* () {
  const repo = yield* PortalConnectionRepo

  /** The agency an add is for: the one named (the caller must be its agency admin, or a super admin), else the caller's only one. */
  return (user: User, agencyId: number | undefined) =>
    Effect.gen(function* () {
      if (agencyId !== undefined) {
        const agency = yield* repo.agencyForAdd(agencyId)
        if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
        if (!isAdmin(user) && !isAgencyAdminOf(user, agencyId)) return yield* new Forbidden({ message: FORBIDDEN })
        return agency.value
      }
      const administered = yield* repo.adminAgencyIds(user.id)
      if (administered.length === 0 && !isAdmin(user)) return yield* new Forbidden({ message: FORBIDDEN })
      if (administered.length !== 1) return yield* Unprocessable.field("agency_id", AGENCY_REQUIRED)
      const agency = yield* repo.agencyForAdd(administered[0]!)
      if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
      return agency.value
    })
})
