// Adding the portal a sign-in for "add" granted, in one transaction under a lock on the agency: a hub the
// agency already has is reconnected instead, one of another agency is refused, and the plan's portal
// limit and PRO licences are checked again (an add that committed meanwhile counts).
import { Effect, Option } from "effect"

import { Conflict, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type OAuthStateRow, PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import type { TokenInfo } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { isAdmin, isAgencyAdminOf } from "../policy/Policy.ts"
import { checkRoomFor } from "./agencyForAdd.ts"
import { HUB_IN_OTHER_AGENCY } from "./messages.ts"

/** A new grant: what it gives access to, its refresh token as stored and, for an add, the account's name. */
export interface Grant {
  readonly info: TokenInfo
  readonly refreshTokenEncrypted: string
  readonly accountName?: string | undefined
}

/** The hub's address as HubSpot gives it (hub_domain), else HubSpot's default site domain. */
const hubUrlOf = (info: TokenInfo) =>
  info.hub_domain !== undefined && info.hub_domain !== "" ? `https://${info.hub_domain}` : `https://${info.hub_id}.hs-sites.com`

/** The account's own name when HubSpot gave one, else its domain, else its hub id. */
const portalNameOf = (info: TokenInfo, accountName: string | undefined) =>
  accountName !== undefined && accountName.trim() !== ""
    ? accountName.trim().slice(0, 255)
    : info.hub_domain !== undefined && info.hub_domain !== ""
      ? info.hub_domain
      : `HubSpot ${info.hub_id}`

export const addPortal = Effect.gen(function* () {
  const repo = yield* PortalConnectionRepo
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction

  return (user: User, state: OAuthStateRow, grant: Grant) =>
    transaction.run(
      Effect.gen(function* () {
        const { info } = grant
        if (state.agency_id === null) return yield* new NotFound({ message: NOT_FOUND })
        const agency = yield* repo.lockAgencyForAdd(state.agency_id)
        if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
        const existing = yield* repo.portalByHub(info.hub_id)
        if (Option.isSome(existing)) {
          if (existing.value.agency_id !== agency.value.id) return yield* new Conflict({ message: HUB_IN_OTHER_AGENCY })
          return { purpose: "reconnect" as const, portalId: existing.value.id }
        }
        // Read after taking the lock: an add that committed meanwhile is counted here.
        yield* checkRoomFor(agency.value, state.create_portal_type)
        const plan = state.create_portal_type
        const created = yield* repo.createPortal({
          name: portalNameOf(info, grant.accountName),
          hub_id: info.hub_id,
          hub_url: hubUrlOf(info),
          plan,
          agency_id: agency.value.id,
          refresh_token_encrypted: grant.refreshTokenEncrypted,
          scopes: info.scopes
        })
        // Another agency's add of the same hub committed between our read and insert.
        if (Option.isNone(created)) return yield* new Conflict({ message: HUB_IN_OTHER_AGENCY })
        if (plan === "pro") yield* repo.setPortalsAvailable(agency.value.id, agency.value.portals_available - 1)
        // Agency admins see the agency's portals; anyone else who adds one is given access to it.
        if (!isAdmin(user) && !isAgencyAdminOf(user, agency.value.id)) yield* repo.grantAccess(user.id, created.value)
        yield* activity.record({
          event: "portal.added",
          causer: userRef(user.id),
          subject: { id: created.value, type: SubjectType.Portal },
          properties: { agency_id: agency.value.id, hub_id: info.hub_id, plan, scopes: info.scopes }
        })
        return { purpose: "add" as const, portalId: created.value }
      })
    )
})
