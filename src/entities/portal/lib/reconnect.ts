// A portal whose CRM refresh token is missing or invalid must be reconnected (spec 1 section 8).
import { type ApiError, CRM_BAD_REFRESH_TOKEN_MESSAGE, StatusCode } from "@/shared/api"
import { StorageKey } from "@/shared/config"
import { writeStored } from "@/shared/lib/storage"

export const needsCrmReconnect = (error: ApiError): boolean =>
  error.statusCode === StatusCode.CrmReconnect || error.serverMessage === CRM_BAD_REFRESH_TOKEN_MESSAGE

/** Remembers the portal; the OAuth round trip (issue 4) reads it back on the callback. */
export const rememberReconnectPortal = (portalId: number): void =>
  writeStored("local", StorageKey.ReconnectPortalId, String(portalId))
