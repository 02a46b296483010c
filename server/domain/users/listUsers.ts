// Listing members and reading one: super admins see every user, everyone else the members of their own
// agencies (one agency, several at once for the drawer's multi-agency filter, or all of theirs).
import { Effect } from "effect"

import type { User } from "#contract/user.ts"
import { USER_PAGE_SIZE, type UserListParams, UserSortBy } from "#contract/user-api.ts"

import { UserRepo } from "../../db/repos/UserRepo.ts"
import { INVALID_SORT_BY } from "../messages.ts"
import { isAdmin } from "../policy/Policy.ts"
import { forbidden, invalid, userAccess } from "./userAccess.ts"

const isSortBy = (value: string): value is UserSortBy => (UserSortBy as ReadonlyArray<string>).includes(value)

export const listUsers = Effect.gen(function* () {
  const users = yield* UserRepo
  const { profiles, visible } = yield* userAccess

  const list = (caller: User, params: UserListParams) =>
    Effect.gen(function* () {
      const sortBy = params.sort_by ?? "id"
      if (!isSortBy(sortBy)) return yield* invalid("sort_by", INVALID_SORT_BY)
      const own = caller.agencies.map((agency) => agency.id)
      const admin = isAdmin(caller)
      if (!admin && params.agency_id !== undefined && !own.includes(params.agency_id)) return yield* forbidden()
      // Several agencies (the drawer's multi-agency filter): members of any of them, each one the caller's.
      const several = params.agency_ids === undefined ? undefined : [...new Set(params.agency_ids.split(",").map(Number))]
      if (!admin && several !== undefined && several.some((id) => !own.includes(id))) return yield* forbidden()
      const page = params.page ?? 1
      const limit = params.limit ?? USER_PAGE_SIZE
      const { ids, total } = yield* users.list({
        agencyIds: several ?? (admin ? null : own),
        agencyId: params.agency_id,
        role: params.role,
        support: params.support === "yes",
        keyword: params.keyword,
        sortBy,
        sortDirection: params.sort_direction ?? "desc",
        page,
        limit
      })
      const data = yield* profiles(ids)
      return {
        data,
        meta: {
          pagination: {
            total,
            count: data.length,
            per_page: limit,
            current_page: page,
            total_pages: Math.max(1, Math.ceil(total / limit))
          }
        }
      }
    })

  const get = (caller: User, id: number) => Effect.map(visible(caller, id), ({ user }) => user)

  return { list, get } as const
})
