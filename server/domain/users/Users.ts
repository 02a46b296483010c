// The users drawer's server side (spec 1 sections 5 and 6, spec 2 sections 2, 5 and 6): listing members,
// editing and removing them, creating super admins and inviting people into an agency.
// Who may do what:
//   super admin   every user, any role, any agency; creates admins directly with a password
//   agency admin  the members of the agencies they administer; grants agency-admin or user there;
//                 never touches super admins, sr_beta or is_support
//   user          lists the members of their agencies; invites users (role user only); edits nobody
import { Clock, Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import {
  type AdminCreatePayload,
  type InvitePayload,
  USER_LIMIT,
  USER_PAGE_SIZE,
  type UserListParams,
  UserSortBy,
  type UserUpdatePayload
} from "#contract/user-api.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { InvitationRepo } from "../../db/repos/InvitationRepo.ts"
import { type MembershipRole, type UserChanges, UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword } from "../../lib/password.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { userRef } from "../activity/subjects.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { emailTakenAnswer } from "../email-taken.ts"
import { Mailer } from "../mail/Mailer.ts"
import {
  AGENCY_REQUIRED,
  EMAIL_TAKEN,
  FORBIDDEN,
  INVALID_AGENCY,
  INVALID_SORT_BY,
  NAME_REQUIRED,
  NOT_FOUND,
  PASSWORD_REQUIRED
} from "../messages.ts"
import { isAdmin, roleIn } from "../policy/Policy.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"
import { INVITATION_DAYS, issueInvitation, roleLabel } from "./issueInvitation.ts"
import * as M from "./messages.ts"
import { composeUser, UserView } from "./UserView.ts"

export { INVITATION_DAYS, roleLabel }

/** The seats an agency may fill: its plan's user_limit, never more than USER_LIMIT. */
export const seatLimit = (planUserLimit: number) => Math.min(USER_LIMIT, planUserLimit)

const isSortBy = (value: string): value is UserSortBy => (UserSortBy as ReadonlyArray<string>).includes(value)

const forbidden = () => new Forbidden({ message: FORBIDDEN })
const notFound = () => new NotFound({ message: NOT_FOUND })
const invalid = (field: string, message: string) => Unprocessable.field(field, message)

export class Users extends Effect.Service<Users>()("server/domain/Users", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepo
    const invitations = yield* InvitationRepo
    const activity = yield* ActivityLogRepo
    const view = yield* UserView
    const tx = yield* Transaction
    const versions = yield* RecordVersions
    const mailer = yield* Mailer
    const { appUrl } = yield* PublicUrl
    const limiter = yield* RateLimiter
    const { invitePerEmail, invitePerUser } = (yield* AppConfig).mailRateLimits

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

    /** A super admin with a password, at once (POST /users, and POST /users/invite with role admin). */
    const createAdmin = (caller: User, input: AdminCreatePayload) =>
      Effect.gen(function* () {
        if (!isAdmin(caller)) return yield* forbidden()
        if (Option.isSome(yield* users.findByEmail(input.email))) return yield* invalid("email", EMAIL_TAKEN)
        const passwordHash = yield* hashPassword(input.password)
        const id = yield* tx.run(
          Effect.gen(function* () {
            const id = yield* users
              .insert({
                name: input.name,
                email: input.email,
                password_hash: passwordHash,
                is_admin: true,
                sr_beta: input.sr_beta ?? false,
                is_support: input.is_support ?? false
              })
              .pipe(Effect.catchTag("EmailTaken", emailTakenAnswer))
            yield* activity.record({
              event: "admin created",
              causer: userRef(caller.id),
              subject: userRef(id),
              properties: { email: input.email }
            })
            return id
          })
        )
        const user = yield* Effect.orDie(yield* view.byId(id))
        return { message: M.ADMIN_CREATED, user }
      })

    /** The agency an invitation or edit is about: the given one, else the caller's current agency. */
    const targetAgency = (caller: User, agencyId: number | null | undefined) =>
      agencyId ?? (isAdmin(caller) ? undefined : caller.agency?.id)

    const invite = (caller: User, input: InvitePayload) =>
      Effect.gen(function* () {
        if (input.role === "admin") {
          if (!isAdmin(caller)) return yield* forbidden()
          const name = (input.name ?? "").trim()
          const missing = {
            ...(name === "" ? { name: NAME_REQUIRED } : {}),
            ...((input.password ?? "") === "" ? { password: PASSWORD_REQUIRED } : {})
          }
          if (Object.keys(missing).length > 0) return yield* Unprocessable.perField(missing)
          return yield* createAdmin(caller, {
            name,
            email: input.email,
            password: input.password!,
            sr_beta: input.sr_beta,
            is_support: input.is_support
          })
        }
        const role: MembershipRole = input.role
        const agencyId = targetAgency(caller, input.agency_id)
        if (agencyId === undefined) return yield* invalid("agency_id", AGENCY_REQUIRED)
        if (!isAdmin(caller)) {
          const held = roleIn(caller, agencyId)
          if (held === undefined || (held === "user" && role !== "user")) return yield* forbidden()
          if ((input.sr_beta ?? false) || (input.is_support ?? false)) return yield* forbidden()
        }
        const seats = yield* checkSeats(agencyId)
        const existing = yield* users.findByEmail(input.email)
        if (Option.isSome(existing)) {
          if (existing.value.is_demo) return yield* invalid("email", EMAIL_TAKEN)
          if (Option.isSome(yield* users.membershipRole(existing.value.id, agencyId))) return yield* invalid("email", M.ALREADY_MEMBER)
        }
        const portalAccess = yield* checkPortalAccess(caller, agencyId, input.portal_access ?? [])
        const now = yield* Clock.currentTimeMillis
        const email = Option.match(existing, { onNone: () => input.email, onSome: (user) => user.email })
        // Counted once the invitation is valid, just before its mail: per inviting user and per recipient.
        yield* limiter.take(
          [
            { key: `invite:user:${caller.id}`, ...invitePerUser },
            { key: `invite:email:${emailKey(email)}`, ...invitePerEmail }
          ],
          "invitations"
        )
        // The invitation, its mail and the log entry commit together (a mail failure rolls back).
        yield* tx.run(
          issueInvitation(
            { invitations, mailer, activity, appUrl },
            {
              caller,
              email,
              agencyId,
              agencyName: seats.name,
              role,
              portalAccess,
              srBeta: input.sr_beta ?? false,
              isSupport: input.is_support ?? false,
              now
            }
          )
        )
        return { message: M.INVITATION_SENT, user: null }
      })

    /** `expected`: the version the form was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (caller: User, id: number, input: UserUpdatePayload, expected: number | undefined) =>
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

    const remove = (caller: User, id: number, agencyId: number | undefined) =>
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

    return { list, get, createAdmin, invite, update, remove } as const
  })
}) {}
