// A portal whose CRM refresh token is missing or invalid must be reconnected (spec 1 section 8).
import { type ApiError, CRM_BAD_REFRESH_TOKEN_MESSAGE, StatusCode } from "@/shared/api"
import { StorageKey } from "@/shared/config"
import { readStored, writeStored } from "@/shared/lib/storage"

export const needsCrmReconnect = (error: ApiError): boolean =>
  error.statusCode === StatusCode.CrmReconnect || error.serverMessage === CRM_BAD_REFRESH_TOKEN_MESSAGE

/** Remembers the portal; the OAuth round trip reads it back on the callback. */
export const rememberReconnectPortal = (portalId: number): void => writeStored("local", StorageKey.ReconnectPortalId, String(portalId))

/** The portal a reconnect is under way for, if any. */
export const reconnectPortalId = (): number | null => {
  const stored = Number(readStored("local", StorageKey.ReconnectPortalId) ?? Number.NaN)
  return Number.isSafeInteger(stored) && stored > 0 ? stored : null
}

/** The CRM callback has finished: nothing is being reconnected any more. */
export const forgetReconnectPortal = (): void => writeStored("local", StorageKey.ReconnectPortalId, null)

/** Sends the browser to the CRM's sign-in page (a full page load, leaving the app). */
export const goToCrmSignIn = (url: string): void => {
  window.location.assign(url)
}
