// Creating, updating and deleting portals (spec 1 sections 5 and 7). Super admins create portals and
// child portals, change every field but the hub id, delete portals and remove installation folders;
// an agency admin of the portal's agency changes its name and domain only (any other field: 403).
// Every change is written to the activity log. A delete takes the portal's child portals too, and says
// so (Deletions): it is refused while their work runs unless the caller cancels it.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import { requiredMessage } from "#contract/field-errors.ts"
import type { PortalChildPayload, PortalCreatePayload, PortalUpdatePayload } from "#contract/portal-admin-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalManageRepo } from "../../db/repos/PortalManageRepo.ts"
import { PortalRepo, type PortalRow } from "../../db/repos/PortalRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { Deletions } from "../deletion/Deletions.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { isAdmin, isAgencyAdminOf } from "../policy/Policy.ts"
import { PortalCatalog } from "../portals/PortalCatalog.ts"
import { RecordVersions, VersionedRecords } from "../record-versions/RecordVersions.ts"

export const HUB_ID_TAKEN = "The hub id has already been taken."
export const HUB_ID_READ_ONLY = "The hub id may not be changed."
export const AGENCY_INVALID = "The selected agency id is invalid."
export const PARENT_INVALID = "The selected parent id is invalid."
export const PORTAL_DELETED = "The portal was deleted."
export const INSTALLATION_REMOVED = "The installation folder was removed."

/** Fields only a super admin may send in PUT /portals/{id}. */
const ADMIN_ONLY_FIELDS = ["custom_installation", "hub_id", "hub_url", "plan", "agency_id"] as const

const normalizeDomain = (domain: string | null | undefined) => {
  const trimmed = domain?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

export class PortalManage extends Effect.Service<PortalManage>()("server/domain/PortalManage", {
  effect: Effect.gen(function* () {
    const portals = yield* PortalRepo
    const manage = yield* PortalManageRepo
    const catalog = yield* PortalCatalog
    const activity = yield* ActivityLogRepo
    const holdings = yield* ModuleRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm
    const tx = yield* Transaction
    const versions = yield* RecordVersions
    const deletions = yield* Deletions

    const requireAdmin = (user: User) => (isAdmin(user) ? Effect.void : Effect.fail(new Forbidden({ message: FORBIDDEN })))

    const log = (user: User, event: string, portalId: number, properties: Record<string, unknown>) =>
      activity.record({ event, causer: userRef(user.id), subject: { id: portalId, type: SubjectType.Portal }, properties })

    const existing = (id: number) =>
      Effect.flatMap(
        portals.findById(id),
        Option.match({
          onNone: () => Effect.fail(new NotFound({ message: NOT_FOUND })),
          onSome: (row) => Effect.succeed<PortalRow>(row)
        })
      )

    const checkRefs = (hubId: number, agencyId: number, exceptId: number | null) =>
      Effect.gen(function* () {
        if (!(yield* manage.agencyExists(agencyId))) return yield* Unprocessable.field("agency_id", AGENCY_INVALID)
        if (yield* manage.hubIdTaken(hubId, exceptId)) return yield* Unprocessable.field("hub_id", HUB_ID_TAKEN)
      })

    const insert = (user: User, payload: PortalCreatePayload, parentId: number | null) =>
      Effect.gen(function* () {
        yield* checkRefs(payload.hub_id, payload.agency_id, null)
        const inserted = yield* manage.insert({
          name: payload.name.trim(),
          hub_id: payload.hub_id,
          hub_url: payload.hub_url.trim(),
          domain: normalizeDomain(payload.domain),
          plan: payload.plan,
          agency_id: payload.agency_id,
          custom_installation: payload.custom_installation,
          parent_id: parentId
        })
        // Two requests for one hub id may both pass the check: the database keeps one, the other is told as the check would.
        if (Option.isNone(inserted)) return yield* Unprocessable.field("hub_id", HUB_ID_TAKEN)
        const id = inserted.value
        yield* log(user, parentId === null ? "portal.created" : "portal.child-created", id, {
          name: payload.name,
          hub_id: payload.hub_id,
          plan: payload.plan,
          agency_id: payload.agency_id,
          ...(parentId === null ? {} : { parent_id: parentId })
        })
        return yield* catalog.read({ _tag: "All" }, id)
      })

    const create = (user: User, payload: PortalCreatePayload) => Effect.zipRight(requireAdmin(user), insert(user, payload, null))

    const createChild = (user: User, payload: PortalChildPayload) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        const parent = yield* portals.findById(payload.parent_id)
        if (Option.isNone(parent)) return yield* Unprocessable.field("parent_id", PARENT_INVALID)
        const { parent_id, ...fields } = payload
        return yield* insert(user, fields, parent_id)
      })

    /** `expected`: the version the form was read at (If-Match or the body's lock_version); stale → 409. */
    const update = (user: User, id: number, payload: PortalUpdatePayload, expected: number | undefined) =>
      Effect.gen(function* () {
        const row = yield* existing(id)
        const { lock_version: _, ...sent } = payload
        // A domain left out keeps the stored one; null or empty text clears it.
        const domain = payload.domain === undefined ? row.domain : normalizeDomain(payload.domain)
        const save = (write: Effect.Effect<void>) =>
          tx.run(
            Effect.gen(function* () {
              yield* versions.claim(VersionedRecords.portal, id, expected, user)
              yield* write
              yield* log(user, "portal.updated", id, { ...sent })
            })
          )
        if (isAdmin(user)) {
          // Every admin-only field is optional, as the OpenAPI document says: one left out keeps its value.
          if (payload.hub_id !== undefined && payload.hub_id !== row.hub_id) return yield* Unprocessable.field("hub_id", HUB_ID_READ_ONLY)
          const agencyId = payload.agency_id ?? row.agency_id
          if (agencyId === null) return yield* Unprocessable.field("agency_id", requiredMessage("agency_id"))
          yield* checkRefs(row.hub_id, agencyId, id)
          yield* checkDomain(row, domain)
          yield* save(
            manage.updateAll(id, {
              name: payload.name.trim(),
              hub_url: (payload.hub_url ?? row.hub_url).trim(),
              domain,
              plan: payload.plan ?? row.plan,
              agency_id: agencyId,
              custom_installation: payload.custom_installation ?? row.custom_installation
            })
          )
        } else {
          if (!isAgencyAdminOf(user, row.agency_id)) return yield* new Forbidden({ message: FORBIDDEN })
          // Agency admins may change the name and the domain only.
          if (ADMIN_ONLY_FIELDS.some((field) => payload[field] !== undefined)) return yield* new Forbidden({ message: FORBIDDEN })
          yield* checkDomain(row, domain)
          yield* save(manage.updateNameDomain(id, payload.name.trim(), domain))
        }
        return yield* catalog.read({ _tag: "All" }, id)
      })

    /**
     * A changed domain must be one the portal's HubSpot account has connected (page installs publish to it);
     * the stored one, or none, needs no CRM call.
     */
    const checkDomain = (row: PortalRow, domain: string | null) =>
      Effect.gen(function* () {
        if (domain === null || domain === row.domain) return
        const context = yield* holdings.portalContext(row.id)
        if (Option.isNone(context)) return yield* new NotFound({ message: NOT_FOUND })
        const token = yield* portalCrm.accessToken(context.value)
        const connected = yield* crm.domains(token).pipe(Effect.mapError(crmErrorToWire))
        const names = connected.results.map((entry) => entry.domain)
        if (!names.some((name) => name.toLowerCase() === domain.toLowerCase())) {
          return yield* Unprocessable.field(
            "domain",
            names.length === 0
              ? "The portal's HubSpot account has no connected domain."
              : `The domain must be one of the portal's HubSpot domains: ${names.join(", ")}.`
          )
        }
      })

    /** Deletes the portal's installation folder in its CRM design manager. */
    const deleteFolder = (row: PortalRow) =>
      Effect.gen(function* () {
        const context = yield* holdings.portalContext(row.id)
        if (Option.isNone(context)) return yield* new NotFound({ message: NOT_FOUND })
        const token = yield* portalCrm.accessToken(context.value)
        yield* crm.deleteFolder(token, "published", row.custom_installation).pipe(
          // A folder that is already gone is removed.
          Effect.catchTag("CrmNotFound", () => Effect.void),
          Effect.mapError(crmErrorToWire)
        )
      })

    const removeInstallation = (user: User, id: number) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        const row = yield* existing(id)
        yield* deleteFolder(row)
        yield* manage.markNotSetUp(id)
        yield* log(user, "portal.installation-removed", id, { folder: row.custom_installation })
        return { message: INSTALLATION_REMOVED }
      })

    /** What deleting the portal would take: GET /portals/{id}/deletion. */
    const deletion = (user: User, id: number) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        yield* existing(id)
        return yield* deletions.plan({ _tag: "Portal", id })
      })

    const remove = (user: User, id: number, options: { readonly complete: boolean; readonly cancelWork: boolean }) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        const row = yield* existing(id)
        // Refused before the CRM folder is touched; checked again, locked, in the transaction.
        yield* deletions.refuseWhileWorking({ _tag: "Portal", id }, options.cancelWork)
        if (options.complete) yield* deleteFolder(row)
        const { deleted } = yield* tx.run(
          deletions.carryOut(user, { _tag: "Portal", id, name: row.name }, options.cancelWork, manage.remove(id), {
            complete: options.complete
          })
        )
        return { message: PORTAL_DELETED, deleted }
      })

    return { create, createChild, update, deletion, remove, removeInstallation } as const
  })
}) {}
