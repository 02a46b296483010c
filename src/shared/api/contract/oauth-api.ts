// Connecting portals by CRM sign-in (spec 1 sections 4 and 7), base /auth/api/v2: the sign-in address
// for adding, reconnecting or re-authorising a portal, and the callback that finishes it.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, Id, PositiveIntFromString, Text, TextSize } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Portal } from "./portal.ts"
import { Authentication } from "./security.ts"

/** The CRM providers; HubSpot only. */
export const OAuthProvider = Schema.Literal("hubspot")
export type OAuthProvider = typeof OAuthProvider.Type

/**
 * add: a new portal for the agency; reconnect: a portal whose refresh token went bad (40001);
 * reauthorise: a portal that needs more scopes (hubdb, 40010).
 */
export const OAuthPurpose = Schema.Literal("add", "reconnect", "reauthorise")
export type OAuthPurpose = typeof OAuthPurpose.Type

/** Saved by the PRO-or-Free choice of Add Portal (default free). */
export const CreatePortalType = Schema.Literal("pro", "free")
export type CreatePortalType = typeof CreatePortalType.Type

export const OAuthUrlPayload = Schema.Struct({
  /** The portal to reconnect or re-authorise; absent when adding. */
  portal_id: Schema.optional(Schema.NullOr(Id)),
  /** Default: reconnect when portal_id is given, else add. */
  purpose: Schema.optional(OAuthPurpose),
  /** Adding: the agency that gets the portal (default: the caller's only agency where they are agency admin). */
  agency_id: Schema.optional(Id),
  create_portal_type: Schema.optional(CreatePortalType)
})
export type OAuthUrlPayload = typeof OAuthUrlPayload.Type

/** data.data.url, as spec 1 section 7 reads it. */
export const OAuthUrl = Data(Data(Schema.Struct({ url: Schema.String })))

export const OAuthCallbackParams = Schema.Struct({
  code: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The code field is required." })),
  state: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The state field is required." }))
})

export const OAuthResult = Data(
  Schema.Struct({
    purpose: OAuthPurpose,
    portal: Portal,
    /** false: the portal goes to the setup wizard (/sr-setup?portal=). */
    portal_setup_status: Schema.Boolean,
    message: Schema.String
  })
)
export type OAuthResult = typeof OAuthResult.Type

/**
 * A portal's CRM connection, checked by a real CRM call when the editor opens it:
 * connected; reconnect (the grant is gone or refused: status_code 40001, the portal must be reconnected);
 * unavailable (the CRM could not be asked; nothing is known).
 */
export const CrmConnectionStatus = Schema.Literal("connected", "reconnect", "unavailable")
export type CrmConnectionStatus = typeof CrmConnectionStatus.Type

export const CrmConnection = Data(
  Schema.Struct({
    portal_id: Id,
    status: CrmConnectionStatus,
    /** The CRM's or server's words when not connected. */
    message: Schema.optional(Schema.String),
    status_code: Schema.optional(Schema.Number)
  })
)
export type CrmConnection = typeof CrmConnection.Type

export class OAuthApi extends HttpApiGroup.make("oauth")
  .add(
    HttpApiEndpoint.post("url", "/oauth/:provider")
      .setPath(Schema.Struct({ provider: OAuthProvider }))
      .setPayload(OAuthUrlPayload)
      .addSuccess(OAuthUrl)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The CRM sign-in address; its state is bound to the caller and purpose, single use and expiring.")
  )
  .add(
    HttpApiEndpoint.post("callback", "/oauth/:provider/callback")
      .setPath(Schema.Struct({ provider: OAuthProvider }))
      .setUrlParams(OAuthCallbackParams)
      .addSuccess(OAuthResult)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Description, "Exchanges the code: creates the portal, or reconnects / re-authorises it.")
  )
  .add(
    HttpApiEndpoint.get("connection", "/oauth/:provider/connection/:portal_id")
      .setPath(Schema.Struct({ provider: OAuthProvider, portal_id: PositiveIntFromString }))
      .addSuccess(CrmConnection)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "Asks the CRM whether the portal's grant still works (a token refresh or introspection); a revoked grant answers status reconnect."
      )
  )
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "CRM sign-in") {}
