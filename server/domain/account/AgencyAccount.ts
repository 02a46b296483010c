// Deleting an agency account (DELETE /agency/api/v2/agencies/me; rules in contract/account-api.ts).
// Agency admins delete their own agency; super admins name one. A caller who is not a super admin is
// logged out: deleted with the agency when it was their only one, else this session's token is revoked.
import { Clock, Effect, Option } from "effect"

import { AGENCY_ACCOUNT_DELETED } from "#contract/account-api.ts"
import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AgencyAccountRepo } from "../../db/repos/AgencyAccountRepo.ts"
import { AgencyRepo } from "../../db/repos/AgencyRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { sha256 } from "../../lib/tokens.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { Deletions } from "../deletion/Deletions.ts"
import { AGENCY_REQUIRED, FORBIDDEN, GUEST_AGENCY_UNDELETABLE, NOT_FOUND } from "../messages.ts"
import { isAdmin, isAgencyAdminOf } from "../policy/Policy.ts"

export const GUEST_DEMO_PROTECTED = GUEST_AGENCY_UNDELETABLE

export class AgencyAccount extends Effect.Service<AgencyAccount>()("server/domain/AgencyAccount", {
  effect: Effect.gen(function* () {
    const accounts = yield* AgencyAccountRepo
    const agencies = yield* AgencyRepo
    const tokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transaction
    const deletions = yield* Deletions

    /** The agency the caller may delete: a super admin's named one, or an agency admin's own. */
    const target = (user: User, agencyId: number | undefined) =>
      Effect.gen(function* () {
        if (isAdmin(user)) {
          if (agencyId === undefined) return yield* Unprocessable.field("agency_id", AGENCY_REQUIRED)
          return agencyId
        }
        const id = agencyId ?? user.agency?.id ?? user.agencies[0]?.id
        if (id === undefined || !isAgencyAdminOf(user, id)) return yield* new Forbidden({ message: FORBIDDEN })
        return id
      })

    /** The agency the caller may delete, found and not the guest demo's. */
    const deletable = (user: User, agencyId: number | undefined) =>
      Effect.gen(function* () {
        const id = yield* target(user, agencyId)
        const agency = yield* accounts.find(id)
        if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
        if (agency.value.guest_demo) return yield* new Forbidden({ message: GUEST_DEMO_PROTECTED })
        return { id, agency: agency.value }
      })

    /** What deleting it would take (GET /agencies/me/deletion): Account Details shows it before asking. */
    const deletion = (user: User, agencyId: number | undefined) =>
      Effect.flatMap(deletable(user, agencyId), ({ id }) => deletions.plan({ _tag: "Agency", id }))

    const remove = (user: User, currentToken: string, agencyId: number | undefined, cancelWork: boolean) =>
      Effect.gen(function* () {
        const { id, agency } = yield* deletable(user, agencyId)
        const now = yield* Clock.currentTimeMillis
        const deleted = yield* tx.run(
          Effect.gen(function* () {
            // The same delete as DELETE /agencies/{id}: portals and members left with no agency go too, and
            // running work is refused or cancelled the same way.
            const { deleted, removed } = yield* deletions.carryOut(
              user,
              { _tag: "Agency", id, name: agency.name },
              cancelWork,
              agencies.remove(id)
            )
            const { deletedUserIds } = removed
            yield* activity.record({
              event: "agency.account-deleted",
              causer: userRef(user.id),
              subject: { id, type: SubjectType.Agency },
              properties: {
                name: agency.name,
                portals_deleted: deleted.portals.map((portal) => portal.id),
                users_deleted: deletedUserIds,
                cancelled_batch_ids: deleted.work.map((work) => work.batch_id)
              }
            })
            // A caller whose account survived (other agencies) still leaves this session.
            if (!isAdmin(user) && !deletedUserIds.includes(user.id)) yield* tokens.revoke(sha256(currentToken), new Date(now))
            return deleted
          })
        )
        return { message: AGENCY_ACCOUNT_DELETED, deleted }
      })

    return { deletion, remove } as const
  })
}) {}
