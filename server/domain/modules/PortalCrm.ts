// Talks to a portal's CRM account: an access token from the portal's stored (encrypted) refresh
// token, and CRM failures translated into the wire's errors (40001 reconnect, 40010 more scopes).
import { Clock, Effect, Option } from "effect"

import {
  BadRequest,
  CRM_BAD_REFRESH_TOKEN_MESSAGE,
  CRM_BUSY_MESSAGE,
  Forbidden,
  ServerError,
  ServiceUnavailable,
  StatusCode
} from "#contract/errors.ts"

import { Crm, type CrmAuth, type CrmError, type TokenSet } from "../../integrations/crm/index.ts"
import { Secrets } from "../../lib/app-key.ts"
import { CONNECTION_ISSUES as CRM_UNAVAILABLE } from "../../lib/messages.ts"
import { ConnectionLoss } from "../connect/ConnectionLoss.ts"

export const MORE_PERMISSIONS = "Additional Permissions Required"
export { CRM_UNAVAILABLE }

export const reconnectRequired = () => new BadRequest({ message: CRM_BAD_REFRESH_TOKEN_MESSAGE, status_code: StatusCode.CrmReconnect })

/** 40010, naming the scopes the grant lacks so a client can ask for exactly those. */
export const morePermissions = (scopes: ReadonlyArray<string>) =>
  new Forbidden({ message: MORE_PERMISSIONS, status_code: StatusCode.CrmPermissions, required_scopes: scopes })

/** HubSpot's rate limit held after the client waited for it: 503 with 40029, which the SPA retries. */
export const crmBusy = () => new ServiceUnavailable({ message: CRM_BUSY_MESSAGE, status_code: StatusCode.CrmBusy })

/**
 * A CRM failure as the wire shows it: 40001 reconnect, 40010 more scopes, 40029 busy (rate limited),
 * else the connection-issues text.
 */
export const crmErrorToWire = (error: CrmError) => {
  switch (error._tag) {
    case "CrmReconnectRequired":
    case "CrmUnauthorized":
      return reconnectRequired()
    case "CrmMissingScopes":
      return morePermissions(error.requiredScopes)
    case "CrmRateLimited":
      return crmBusy()
    case "CrmNotFound":
    case "CrmRequestFailed":
      return new ServerError({ message: CRM_UNAVAILABLE })
  }
}

/** HubSpot refused the grant itself (uninstalled app, revoked token): the portal must be reconnected. */
export const isGrantRefused = (error: CrmError) => error._tag === "CrmReconnectRequired" || error._tag === "CrmUnauthorized"

/** What reaching a portal's CRM account takes: its hub id and its stored (encrypted) refresh token. */
export interface PortalCrmAccess {
  readonly hub_id: number
  readonly refresh_token_encrypted: string | null
}

/** A cached access token is renewed this long before the CRM says it expires (HubSpot's last 5 minutes). */
export const TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000
/** Past this many cached tokens, the expired ones are dropped (refresh tokens change on reconnect). */
const CACHE_SWEEP_SIZE = 1000

export class PortalCrm extends Effect.Service<PortalCrm>()("server/domain/PortalCrm", {
  effect: Effect.gen(function* () {
    const crm = yield* Crm
    const secrets = yield* Secrets
    // Optional so the token cache can be built (and tested) alone; the app provides it.
    const connectionLoss = yield* Effect.serviceOption(ConnectionLoss)
    /** Records that the grant stored as `refreshTokenEncrypted` stopped working (once per loss, see ConnectionLoss). */
    const lost = (refreshTokenEncrypted: string) =>
      Option.match(connectionLoss, { onNone: () => Effect.void, onSome: (loss) => loss.record(refreshTokenEncrypted) })

    // Access tokens by the stored refresh token they came from: HubSpot's live 30 minutes, and every
    // CRM call of a request or a batch job would otherwise spend a refresh on its own. A reconnect or
    // re-authorisation stores a new refresh token, so it never meets the old grant's token here.
    const cache = new Map<string, { readonly token: string; readonly renewAt: number }>()

    const remember = (key: string, token: string, expiresInSeconds: number, now: number) => {
      if (cache.size >= CACHE_SWEEP_SIZE) {
        for (const [stale, entry] of cache) if (entry.renewAt <= now) cache.delete(stale)
      }
      cache.set(key, { token, renewAt: now + expiresInSeconds * 1000 - TOKEN_RENEW_MARGIN_MS })
    }

    /**
     * The portal's account and a live access token: the cached one until shortly before it expires, else a
     * refresh. A missing or undecryptable refresh token, or one the CRM refuses, asks for a reconnect.
     */
    const accessToken = (portal: PortalCrmAccess) =>
      Effect.gen(function* () {
        const refreshTokenEncrypted = portal.refresh_token_encrypted
        const refreshToken = refreshTokenEncrypted === null ? Option.none() : secrets.decrypt(refreshTokenEncrypted)
        if (refreshTokenEncrypted === null || Option.isNone(refreshToken)) return yield* reconnectRequired()
        const now = yield* Clock.currentTimeMillis
        const cached = cache.get(refreshTokenEncrypted)
        if (cached !== undefined && cached.renewAt > now) return { hubId: portal.hub_id, accessToken: cached.token } satisfies CrmAuth
        cache.delete(refreshTokenEncrypted)
        const tokens = yield* crm.refresh(refreshToken.value).pipe(
          Effect.tapError((error) => (isGrantRefused(error) ? lost(refreshTokenEncrypted) : Effect.void)),
          Effect.mapError(crmErrorToWire)
        )
        remember(refreshTokenEncrypted, tokens.access_token, tokens.expires_in, now)
        return { hubId: portal.hub_id, accessToken: tokens.access_token } satisfies CrmAuth
      })

    /**
     * Keeps the access token a code exchange (or reconnect) just gave for the refresh token stored with it,
     * so the portal's first CRM calls do not spend a refresh.
     */
    const keep = (refreshTokenEncrypted: string, tokens: TokenSet) =>
      Effect.map(Clock.currentTimeMillis, (now) => remember(refreshTokenEncrypted, tokens.access_token, tokens.expires_in, now))

    /** Writes (and publishes) the files under `folder` in the portal's design manager. */
    const writeFiles = (token: CrmAuth, folder: string, files: ReadonlyArray<{ readonly name: string; readonly content: string }>) =>
      Effect.forEach(files, (file) => crm.writeFile(token, "published", `${folder}/${file.name}`, file.content), { discard: true }).pipe(
        Effect.mapError(crmErrorToWire)
      )

    /** Deletes a file or folder from the portal's published folder; one already gone (by hand, or before a kill -9) is done. */
    const remove = (token: CrmAuth, path: string) =>
      crm.deleteFolder(token, "published", path).pipe(
        Effect.catchTag("CrmNotFound", () => Effect.void),
        Effect.mapError(crmErrorToWire)
      )

    return { accessToken, keep, lost, writeFiles, remove } as const
  })
}) {}
