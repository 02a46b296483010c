// The portal audit (drift), base /portal/api/v2: compares a portal's CRM folder, file by file, with what the app installed.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { AuditFileContents, PortalAudit } from "./audit.ts"
import { Data, PositiveIntFromString, Text } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { requiredMessage } from "./field-errors.ts"
import { Authentication } from "./security.ts"

/** The longest CRM path the file endpoint takes (HubSpot's source-code paths stay far below it). */
const AUDIT_PATH_MAX = 1024

const PortalIdPath = Schema.Struct({ id: PositiveIntFromString })

const AuditFileParams = Schema.Struct({
  /** A path listed in the portal's latest audit. */
  path: Text(AUDIT_PATH_MAX).pipe(Schema.filter((path) => path.trim() !== "" || requiredMessage("path")))
})
type AuditFileParams = typeof AuditFileParams.Type

export class AuditApi extends HttpApiGroup.make("audit")
  .add(
    HttpApiEndpoint.get("latest", "/portals/:id/audit")
      .setPath(PortalIdPath)
      .addSuccess(Data(Schema.NullOr(PortalAudit)))
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "The portal's latest audit, or null when it was never audited. 404 for a portal the caller cannot see."
      )
  )
  .add(
    HttpApiEndpoint.post("run", "/portals/:id/audit")
      .setPath(PortalIdPath)
      .addSuccess(Data(PortalAudit))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(
        OpenApi.Description,
        "Reads the portal's CRM folder now and compares every installed module and theme file with what the app installed; " +
          "stores and returns the result. Same rights as installing modules; 400 with status_code 40001 when the CRM " +
          "connection must be renewed; 409 while another audit of the portal runs."
      )
  )
  .add(
    HttpApiEndpoint.get("file", "/portals/:id/audit/file")
      .setPath(PortalIdPath)
      .setUrlParams(AuditFileParams)
      .addSuccess(Data(AuditFileContents))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "One file of the latest audit: what the app installed and what the portal's CRM folder holds now (read now). " +
          "404 when the path is not in the latest audit."
      )
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portal audit") {}
