// Builds the User payload of the contract from the stored user, memberships and grants.
import { Effect, Option } from "effect"

import type { User, UserAgency } from "#contract/user.ts"

import { type MembershipRow, type UserProfileRow, UserRepo, type UserRow } from "../../db/repos/UserRepo.ts"
import type { TokenOwner } from "../auth/AuthCache.ts"

const toUserAgency = (row: MembershipRow): UserAgency => ({
  id: row.id,
  name: row.name,
  credit_limit: row.credit_limit,
  status: row.status,
  portals_available: row.portals_available,
  portals_count: row.portals_count,
  sr_saas: row.sr_saas,
  plan: {
    id: row.plan_id,
    name: row.plan_name,
    portal_limit: row.portal_limit,
    user_limit: row.user_limit,
    module_limit: row.module_limit,
    custom_logo: row.custom_logo
  },
  role: { name: row.role }
})

/**
 * The current agency is the one the user last chose (PUT /users/me agency_id), else the first joined.
 * Roles list the global admin role first, then the role held in the current agency; the SPA reads the first.
 */
export const composeUser = (user: UserRow, memberships: ReadonlyArray<MembershipRow>, grantedPortalIds: ReadonlyArray<number>): User => {
  const agencies = memberships.map(toUserAgency)
  const current = agencies.find((agency) => agency.id === user.current_agency_id) ?? agencies[0] ?? null
  const roles = [...(user.is_admin ? [{ name: "admin" as const }] : []), ...(current === null ? [] : [current.role])]
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    agencies,
    roles,
    agency: current,
    portal_provider: grantedPortalIds.map((portal_id) => ({ portal_id })),
    sr_beta: user.sr_beta,
    is_support: user.is_support,
    // User guides are published by a later issue (GET /users/user-guides); none exist yet.
    guides: [],
    lock_version: user.lock_version
  }
}

export class UserView extends Effect.Service<UserView>()("server/domain/UserView", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepo

    const toUser = (row: UserProfileRow) => composeUser(row, row.memberships, row.granted_portal_ids)

    const byId = (id: number) => Effect.map(users.profileById(id), Option.map(toUser))

    /** The user behind a bearer token that is live at `now`, with when the token expires. */
    const byToken = (tokenHash: string, now: Date) =>
      Effect.map(
        users.profileByToken(tokenHash, now),
        Option.map(({ expiresAt, profile }): TokenOwner => ({ user: toUser(profile), expiresAt: expiresAt.getTime() }))
      )

    return { byId, byToken } as const
  })
}) {}
