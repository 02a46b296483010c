// The agencies admin: list (members see their own agencies), read, and the super admin's create,
// update and delete. Every change writes an activity-log entry in the same transaction.
// The named admin is appointed in the agency's transaction: a new address gets the Users
// drawer's invitation (role agency-admin, /setup-accept-invitation), an existing user becomes the
// agency's admin at once and is told by mail. Mails go through the Mailer (the outbox table by default)
// inside that transaction, so they are sent once the agency exists and never for a rolled-back one.
// Rate limits: the super admin is not held to the per-inviter invitation quota here (creating agencies
// one after another is their job, and one mail goes out per agency they save); each appointment mail
// counts against the recipient's invitation quota (invite:email) when it has room, so later Users-drawer
// invitations to that address see it, but the agency save itself is never refused for it.
// On update, a changed admin_email appoints the new address the same way; the previous admin keeps their
// membership (removing someone is the Users drawer's explicit Delete).
import { Clock, Effect, Option } from "effect"

import type { Agency } from "#contract/agency.ts"
import {
  type AdminAppointment,
  AGENCY_PAGE_SIZE,
  type AgencyCreatePayload,
  type AgencyListParams,
  AgencySortBy,
  type AgencyUpdatePayload
} from "#contract/agency-api.ts"
import { EMAIL_PATTERN } from "#contract/common.ts"
import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AgencyRepo } from "../../db/repos/AgencyRepo.ts"
import { InvitationRepo } from "../../db/repos/InvitationRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { validateCover } from "../account/cover.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { Deletions } from "../deletion/Deletions.ts"
import { Mailer } from "../mail/Mailer.ts"
import { FORBIDDEN, GUEST_AGENCY_UNDELETABLE, INVALID_SORT_BY, NOT_FOUND } from "../messages.ts"
import { isAdmin } from "../policy/Policy.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"
import { agencyAdminMail } from "../users/agencyAdminMail.ts"
import { issueInvitation } from "../users/issueInvitation.ts"
import { changeLog, formFields, newAgency } from "./agencyForm.ts"

export { GUEST_AGENCY_UNDELETABLE }

export const AGENCY_DELETED = "Agency has been deleted."
export const INVALID_PLAN = "The selected plan_id is invalid."
export const INVALID_SORT = INVALID_SORT_BY
export const ADMIN_EMAIL_INVALID = "admin_email: The admin email must be a valid email address."
export const ADMIN_EMAIL_TAKEN = "admin_email: The admin email belongs to a demo account."

export const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

const isSortBy = (value: string): value is AgencySortBy => (AgencySortBy as ReadonlyArray<string>).includes(value)
const isMember = (user: User, agencyId: number) => user.agencies.some((agency) => agency.id === agencyId)

export class Agencies extends Effect.Service<Agencies>()("server/domain/Agencies", {
  effect: Effect.gen(function* () {
    const agencies = yield* AgencyRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transaction
    const users = yield* UserRepo
    const invitations = yield* InvitationRepo
    const mailer = yield* Mailer
    const limiter = yield* RateLimiter
    const versions = yield* RecordVersions
    const { appUrl } = yield* PublicUrl
    const { invitePerEmail } = (yield* AppConfig).mailRateLimits
    const deletions = yield* Deletions

    const onlyAdmin = (user: User) => (isAdmin(user) ? Effect.void : Effect.fail(new Forbidden({ message: FORBIDDEN })))

    const existing = (id: number) =>
      Effect.flatMap(
        agencies.findById(id),
        Option.match({
          onNone: () => Effect.fail(new NotFound({ message: NOT_FOUND })),
          onSome: (agency) => Effect.succeed(agency)
        })
      )

    const checkPlan = (planId: number | undefined) =>
      planId === undefined
        ? Effect.void
        : Effect.flatMap(agencies.planType(planId), (plan) =>
            Option.isSome(plan) ? Effect.void : Effect.fail(Unprocessable.field("plan_id", INVALID_PLAN))
          )

    /**
     * The named admin must be an address mail can be sent to (the contract's pattern; an update's
     * admin_email is checked here too) and not a demo account; checked before anything is written.
     */
    const checkAdminEmail = (email: string) =>
      EMAIL_PATTERN.test(email)
        ? Effect.flatMap(users.findByEmail(email), (found) =>
            Option.isSome(found) && found.value.is_demo ? Effect.fail(Unprocessable.field("admin_email", ADMIN_EMAIL_TAKEN)) : Effect.void
          )
        : Effect.fail(Unprocessable.field("admin_email", ADMIN_EMAIL_INVALID))

    /**
     * Appoints the named admin of agency `agencyId`; runs inside the agency's transaction. None when the
     * address already administers the agency (nothing to send).
     */
    const appointAdmin = (caller: User, agencyId: number, agencyName: string, address: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const existing = yield* users.findByEmail(address)
        // Counted against the recipient's invitation quota when it has room; never refuses the save.
        yield* limiter.allows([{ key: `invite:email:${emailKey(address)}`, ...invitePerEmail }])
        if (Option.isNone(existing)) {
          yield* issueInvitation(
            { invitations, mailer, activity, appUrl },
            {
              caller,
              email: address,
              agencyId,
              agencyName,
              role: "agency-admin",
              portalAccess: [],
              srBeta: false,
              isSupport: false,
              now,
              logged: { via: "agency admin" }
            }
          )
          return Option.some<AdminAppointment>({ email: address, outcome: "invited" })
        }
        const user = existing.value
        const role = yield* users.membershipRole(user.id, agencyId)
        if (Option.isSome(role) && role.value === "agency-admin") return Option.none<AdminAppointment>()
        yield* users.addMembership(user.id, agencyId, "agency-admin")
        yield* mailer.send(agencyAdminMail({ to: user.email, agencyName, appointedBy: caller.name, loginUrl: `${appUrl}/` }))
        yield* activity.record({
          event: "agency admin appointed",
          causer: userRef(caller.id),
          subject: userRef(user.id),
          properties: { agency_id: agencyId, email: user.email, previous_role: Option.getOrNull(role) }
        })
        return Option.some<AdminAppointment>({ email: user.email, outcome: "made_admin" })
      })

    const saved = (agency: Agency, admin: Option.Option<AdminAppointment>) =>
      Option.match(admin, { onNone: () => ({ data: agency }), onSome: (appointment) => ({ data: agency, admin: appointment }) })

    const list = (user: User, params: AgencyListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "created_at"
        if (!isSortBy(sortBy)) return yield* Unprocessable.field("sort_by", INVALID_SORT)
        const page = params.page ?? 1
        const limit = params.limit ?? AGENCY_PAGE_SIZE
        const { rows, total } = yield* agencies.list({
          memberId: isAdmin(user) ? null : user.id,
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "desc",
          page,
          limit
        })
        return {
          data: rows,
          meta: {
            pagination: {
              total,
              count: rows.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        }
      })

    /** Unknown agencies are 404 for everyone; someone else's agency is 403. */
    const get = (user: User, id: number) =>
      Effect.gen(function* () {
        const agency = yield* existing(id)
        if (!isAdmin(user) && !isMember(user, id)) return yield* new Forbidden({ message: FORBIDDEN })
        return agency
      })

    const create = (user: User, form: AgencyCreatePayload) =>
      Effect.gen(function* () {
        yield* onlyAdmin(user)
        yield* checkPlan(form.plan_id)
        const row = newAgency({ ...form, cover: yield* validateCover(form.cover ?? null) })
        yield* checkAdminEmail(row.admin_email)
        const { id, admin } = yield* tx.run(
          Effect.gen(function* () {
            const id = yield* agencies.insert(row)
            const admin = yield* appointAdmin(user, id, row.name, row.admin_email)
            // Last, so that the agency's own entry is the newest of this save.
            yield* activity.record({
              event: "agency.created",
              causer: userRef(user.id),
              subject: agencyRef(id),
              properties: { name: row.name, admin_email: row.admin_email, plan_id: row.plan_id, status: row.status }
            })
            return { id, admin }
          })
        )
        // Just inserted: its absence would be a database fault, not a caller's mistake.
        return saved(yield* Effect.orDie(existing(id)), admin)
      })

    /** `expected`: the version the form was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (user: User, id: number, form: AgencyUpdatePayload, expected: number | undefined) =>
      Effect.gen(function* () {
        yield* onlyAdmin(user)
        const before = yield* existing(id)
        yield* checkPlan(form.plan_id)
        const fields = formFields(form.cover === undefined ? form : { ...form, cover: yield* validateCover(form.cover) })
        const newAdmin = fields.admin_email !== undefined && fields.admin_email.toLowerCase() !== before.admin_email.toLowerCase()
        if (newAdmin) yield* checkAdminEmail(fields.admin_email!)
        const admin = yield* tx.run(
          Effect.gen(function* () {
            yield* versions.claim(VersionedRecords.agency, id, expected, user)
            yield* agencies.update(id, fields)
            const admin = newAdmin
              ? yield* appointAdmin(user, id, fields.name ?? before.name, fields.admin_email!)
              : Option.none<AdminAppointment>()
            yield* activity.record({
              event: "agency.updated",
              causer: userRef(user.id),
              subject: agencyRef(id),
              properties: { changes: changeLog(before, fields) }
            })
            return admin
          })
        )
        return saved(yield* existing(id), admin)
      })

    /** What deleting the agency would take: GET /agencies/{id}/deletion. */
    const deletion = (user: User, id: number) =>
      Effect.gen(function* () {
        yield* onlyAdmin(user)
        yield* existing(id)
        return yield* deletions.plan({ _tag: "Agency", id })
      })

    const remove = (user: User, id: number, cancelWork: boolean) =>
      Effect.gen(function* () {
        yield* onlyAdmin(user)
        const agency: Agency = yield* existing(id)
        if (yield* agencies.isGuestDemo(id)) return yield* new Forbidden({ message: GUEST_AGENCY_UNDELETABLE })
        const deleted = yield* tx.run(
          Effect.gen(function* () {
            const { deleted, removed } = yield* deletions.carryOut(
              user,
              { _tag: "Agency", id, name: agency.name },
              cancelWork,
              agencies.remove(id)
            )
            yield* activity.record({
              event: "agency.deleted",
              causer: userRef(user.id),
              subject: agencyRef(id),
              properties: {
                name: agency.name,
                portal_ids: deleted.portals.map((portal) => portal.id),
                deleted_user_ids: removed.deletedUserIds,
                cancelled_batch_ids: deleted.work.map((work) => work.batch_id)
              }
            })
            return deleted
          })
        )
        return { message: AGENCY_DELETED, deleted }
      })

    return { list, get, create, update, deletion, remove } as const
  })
}) {}
