// Talks to a portal's CRM account: an access token from the portal's stored (encrypted) refresh
// token, and CRM failures translated into the wire's errors (40001 reconnect, 40010 more scopes).
import { Effect, Option } from "effect"
import { BadRequest, CRM_BAD_REFRESH_TOKEN_MESSAGE, Forbidden, ServerError, StatusCode } from "../../../src/shared/api/contract/errors.ts"
import { Crm, type CrmError } from "../../integrations/crm/index.ts"
import { Secrets } from "../../lib/app-key.ts"

export const MORE_PERMISSIONS = "Additional Permissions Required"
export const CRM_UNAVAILABLE = "We are currently experiencing connection issues. Please try again!"

export const reconnectRequired = () =>
  new BadRequest({ message: CRM_BAD_REFRESH_TOKEN_MESSAGE, status_code: StatusCode.CrmReconnect })

export const morePermissions = () => new Forbidden({ message: MORE_PERMISSIONS, status_code: StatusCode.CrmPermissions })

/** A CRM failure as the wire shows it: 40001 reconnect, 40010 more scopes, else the connection-issues text. */
export const crmErrorToWire = (error: CrmError) => {
  switch (error._tag) {
    case "CrmReconnectRequired":
    case "CrmUnauthorized":
      return reconnectRequired()
    case "CrmMissingScopes":
      return morePermissions()
    case "CrmNotFound":
    case "CrmRequestFailed":
      return new ServerError({ message: CRM_UNAVAILABLE })
  }
}

export class PortalCrm extends Effect.Service<PortalCrm>()("server/domain/PortalCrm", {
  effect: Effect.gen(function*() {
    const crm = yield* Crm
    const secrets = yield* Secrets

    /** A fresh access token; a missing or undecryptable refresh token asks for a reconnect. */
    const accessToken = (refreshTokenEncrypted: string | null) => {
      const refreshToken = refreshTokenEncrypted === null ? Option.none() : secrets.decrypt(refreshTokenEncrypted)
      return Option.isNone(refreshToken)
        ? Effect.fail(reconnectRequired())
        : crm.refresh(refreshToken.value).pipe(Effect.map((tokens) => tokens.access_token), Effect.mapError(crmErrorToWire))
    }

    /** Writes (and publishes) the files under `folder` in the portal's design manager. */
    const writeFiles = (token: string, folder: string, files: ReadonlyArray<{ readonly name: string; readonly content: string }>) =>
      Effect.forEach(files, (file) => crm.writeFile(token, "published", `${folder}/${file.name}`, file.content), { discard: true }).pipe(
        Effect.mapError(crmErrorToWire)
      )

    return { accessToken, writeFiles } as const
  })
}) {}
