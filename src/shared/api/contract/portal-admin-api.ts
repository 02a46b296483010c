// Managing portals and migrating core portals (spec 1 sections 4, 5 and 7), base /portal/api/v2.
//
// Group "portalManage":
//   POST   /portals                   admin: creates a portal (PortalCreatePayload)
//   POST   /portals/child             admin: creates a child portal under parent_id (PortalChildPayload)
//   PUT    /portals/{id}              admin: name, custom_installation, hub_id (read-only: must stay the same),
//                                     hub_url, domain, plan, agency_id (each left out keeps its value; a new domain must be one of the portal's HubSpot domains);
//                                     agency admin of the portal's agency: name and domain only — any other
//                                     field in the body is refused with 403. A domain left out keeps its
//                                     value. lock_version (or If-Match): 409 when the portal changed
//                                     since (record-version.ts). Answers { data: Portal }.
//   GET    /portals/{id}/deletion     admin: what deleting the portal would take (deletion.ts): the portal and
//                                     its child portals, their pending and running work, layouts and History
//                                     entries. Answers { data: Deletion }.
//   DELETE /portals/{id}?complete=1&cancel_work=true
//                                     admin: deletes the portal with its child portals (complete=1 also
//                                     removes its installation folder from the CRM first). While work of any
//                                     of them is pending or running: 409 naming it, unless cancel_work=true
//                                     cancels it. Answers { message, deleted: Deletion } (what went); each
//                                     portal and each cancelled batch gets its own activity-log entry.
//   DELETE /portals/{id}/installation admin: removes the {custom_installation} folder from the CRM's design
//                                     manager and sets portal_setup_status false. Answers { message }.
// Group "migration" (super admin, or agency admin of the portal's agency):
//   GET    /portals/{id}/migration-pages  the CRM site pages the migration would rewrite (template paths
//                                         outside the portal's folder), with their new template path
//   POST   /portals/{id}/migrate          core plan and has_migrate false (else 409): starts a durable
//                                         'page-migration' batch of the pages still outside the folder (a
//                                         partly migrated portal resumes) for the body {}, or of just the
//                                         pages in the body { pages: [{ id, name }] } (those confirmed, or the failed ones a
//                                         retry takes up; one HubSpot no longer lists outside the folder fails
//                                         with a reason); or answers the one running; 409 while a revert runs. Poll
//                                         GET /batch/{id}; GET /batch/{id}/result lists each page job's
//                                         outcome (payload.name, error). { data: { batch_id } }
//                                         Each page's move is recorded as it happens: has_page_migration is
//                                         true once one page moved; has_migrate only once every page moved
//                                         (pages left out of the body stay outside: not migrated yet).
//   POST   /portals/{id}/revert-migration some moved page not reverted (else 409; 409 while a migration
//                                         runs): starts a durable 'page-migration-revert' batch, one job
//                                         per moved page whatever batch moved it (the same call retries the
//                                         failed ones), or answers the one running. has_page_migration turns
//                                         false once every moved page is reverted, and has_migrate with it:
//                                         the portal may be migrated again.
//                                         { message, data: { batch_id } }
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, HubId, Id, IdPath, Message, Text, TextSize } from "./common.ts"
import { CancelWork, Deleted, Deletion } from "./deletion.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Portal, PortalPlan } from "./portal.ts"
import { expectedVersion } from "./record-version.ts"
import { Authentication } from "./security.ts"
import { FolderName } from "./setup-api.ts"

const required = (field: string) => ({ message: () => `The ${field} field is required.` })

/** The server stores the name trimmed, so one of spaces only is no name. */
const PortalName = Text(TextSize.name).pipe(
  Schema.minLength(1, required("name")),
  Schema.filter((text) => text.trim() !== "" || required("name").message()),
  Schema.maxLength(255, { message: () => "The name may not be greater than 255 characters." })
)
const HubUrl = Text(TextSize.name).pipe(
  Schema.minLength(1, required("hub url")),
  Schema.maxLength(255, { message: () => "The hub url may not be greater than 255 characters." })
)
const PortalDomain = Schema.NullOr(
  Text(TextSize.name).pipe(Schema.maxLength(255, { message: () => "The domain may not be greater than 255 characters." }))
)

const portalFields = {
  name: PortalName,
  hub_id: HubId,
  hub_url: HubUrl,
  domain: Schema.optional(PortalDomain),
  plan: PortalPlan,
  agency_id: Id,
  custom_installation: FolderName
}

export const PortalCreatePayload = Schema.Struct(portalFields)
export type PortalCreatePayload = typeof PortalCreatePayload.Type

export const PortalChildPayload = Schema.Struct({ parent_id: Id, ...portalFields })
export type PortalChildPayload = typeof PortalChildPayload.Type

const adminOnly = (field: string) => `An admin may leave the ${field} out to keep its value; an agency admin must leave it out (403).`

/**
 * Admins send every field (hub_id unchanged); agency admins only name and domain (spec 1 section 7). The
 * admin-only fields are optional in the schema because agency admins may not send them; the server
 * requires each of them from an admin, as their descriptions in the OpenAPI document say.
 */
export const PortalUpdatePayload = Schema.Struct({
  name: PortalName,
  domain: Schema.optional(PortalDomain),
  custom_installation: Schema.optional(FolderName.annotations({ description: adminOnly("custom installation") })),
  hub_id: Schema.optional(HubId.annotations({ description: `${adminOnly("hub id")} Must equal the portal's hub_id.` })),
  hub_url: Schema.optional(HubUrl.annotations({ description: adminOnly("hub url") })),
  plan: Schema.optional(PortalPlan.annotations({ description: adminOnly("plan") })),
  agency_id: Schema.optional(Id.annotations({ description: adminOnly("agency id") })),
  ...expectedVersion
})
export type PortalUpdatePayload = typeof PortalUpdatePayload.Type

export const PortalDeleteParams = Schema.Struct({
  /** '1': also remove the installation folder from the CRM. */
  complete: Schema.optional(Schema.Literal("0", "1", "true", "false")),
  cancel_work: CancelWork
})

/** A CRM site page the migration rewrites. */
export const MigrationPage = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  template_path: Schema.NullOr(Schema.String),
  new_template_path: Schema.String
})
export type MigrationPage = typeof MigrationPage.Type

/**
 * The pages the user confirmed in 'Migrate', or the failed ones 'Retry failed pages' takes up (id and
 * name, as GET migration-pages listed them). Left out: every page still outside the folder.
 */
export const MigratePayload = Schema.Struct({
  pages: Schema.optional(
    Schema.Array(Schema.Struct({ id: Text(TextSize.code), name: Text(TextSize.name) })).pipe(
      Schema.maxItems(10_000, { message: () => "The pages may not have more than 10000 items." })
    )
  )
})
export type MigratePayload = typeof MigratePayload.Type

export const MigrationStarted = Data(Schema.Struct({ batch_id: Schema.String }))

/** The revert batch started (or still running): poll GET /batch/{batch_id}. */
export const RevertStarted = Schema.Struct({ message: Schema.String, data: Schema.Struct({ batch_id: Schema.String }) })

export class PortalManageApi extends HttpApiGroup.make("portalManage")
  .add(
    HttpApiEndpoint.post("create", "/portals")
      .setPayload(PortalCreatePayload)
      .addSuccess(Data(Portal), { status: 201 })
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("createChild", "/portals/child")
      .setPayload(PortalChildPayload)
      .addSuccess(Data(Portal), { status: 201 })
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.put("update", "/portals/:id")
      .setPath(IdPath)
      .setPayload(PortalUpdatePayload)
      .addSuccess(Data(Portal))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.get("deletion", "/portals/:id/deletion")
      .setPath(IdPath)
      .addSuccess(Data(Deletion))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.del("remove", "/portals/:id")
      .setPath(IdPath)
      .setUrlParams(PortalDeleteParams)
      .addSuccess(Deleted)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("removeInstallation", "/portals/:id/installation")
      .setPath(IdPath)
      .addSuccess(Message)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portals (manage)") {}

export class MigrationApi extends HttpApiGroup.make("migration")
  .add(
    HttpApiEndpoint.get("pages", "/portals/:id/migration-pages")
      .setPath(IdPath)
      .addSuccess(Data(Schema.Array(MigrationPage)))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.post("migrate", "/portals/:id/migrate")
      .setPath(IdPath)
      .setPayload(MigratePayload)
      .addSuccess(MigrationStarted)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.post("revert", "/portals/:id/revert-migration")
      .setPath(IdPath)
      .addSuccess(RevertStarted)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portal migration") {}
