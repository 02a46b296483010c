// The caller's own agency account (spec 1 section 7, spec 2 section 2 'Delete Agency Account'),
// base /agency/api/v2. The static path /agencies/me wins over /agencies/{id} of the "agencies" group.
//
// Group "agencyAccount":
//   GET /agencies/me/deletion?agency_id=   what deleting that agency account would take (the same answer
//                                    as GET /agencies/{id}/deletion), for the same callers as the DELETE:
//                                    Account Details shows it before asking. 403/404 as the DELETE.
//   DELETE /agencies/me?agency_id=   deletes an agency account. An agency admin deletes their current
//                                    agency (or the one named by agency_id, which must be theirs);
//                                    a super admin must name it with agency_id. Plain users: 403;
//                                    unknown agency: 404; the guest demo agency: 403.
//   What goes (the same as DELETE /agencies/{id} of the "agencies" group): the agency, its memberships,
//   its portals (with their CRM connections and grants), its billing records and pending CRM sign-ins,
//   and its members who have no other agency left (super admins are never deleted). The portals'
//   installation folders in the CRM are left as they are.
//   A caller who is not a super admin is logged out: their account goes with the agency when it was
//   their only one, otherwise this session's token is revoked.
//   While work of its portals is pending or running: 409 naming it, unless cancel_work=true cancels it
//   (as DELETE /agencies/{id}). Answers { data: { message, deleted } } (deletion.ts: what went) and writes
//   'agency.account-deleted' to the activity log, with an entry of its own for each deleted portal and
//   member and each cancelled batch.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, PositiveIntFromString } from "./common.ts"
import { CancelWork, Deleted, Deletion } from "./deletion.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

export const AgencyAccountDeleteParams = Schema.Struct({
  agency_id: Schema.optional(PositiveIntFromString),
  cancel_work: CancelWork
})
export type AgencyAccountDeleteParams = typeof AgencyAccountDeleteParams.Type

export const AgencyAccountParams = Schema.Struct({ agency_id: Schema.optional(PositiveIntFromString) })

export const AGENCY_ACCOUNT_DELETED = "The agency account has been deleted."

export class AgencyAccountApi extends HttpApiGroup.make("agencyAccount")
  .add(
    HttpApiEndpoint.get("deletionMe", "/agencies/me/deletion")
      .setUrlParams(AgencyAccountParams)
      .addSuccess(Data(Deletion))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "What deleting the caller's agency account (or the agency named by agency_id, super admins) would take."
      )
  )
  .add(
    HttpApiEndpoint.del("deleteMe", "/agencies/me")
      .setUrlParams(AgencyAccountDeleteParams)
      .addSuccess(Data(Deleted))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .addError(Conflict)
      .annotate(OpenApi.Description, "Deletes the caller's agency account (agency admins) or the agency named by agency_id (super admins).")
  )
  .middleware(Authentication)
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Agency account") {}
