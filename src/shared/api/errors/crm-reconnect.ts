// Spec 1 section 8: a call answered with status_code 40001 or the CRM's 'missing or invalid refresh token'
// means the portal's CRM connection must be renewed, wherever the call came from (portal load, the
// Modules and Files drawers, page creation). Every failure passes here on its way out of the API client;
// the app listens and starts the reconnect for the portal it has open.
import { CRM_BAD_REFRESH_TOKEN_MESSAGE, StatusCode } from "../contract/index.ts"
import type { ApiError } from "./api-error.ts"

export const isCrmReconnectError = (error: ApiError): boolean =>
  error.statusCode === StatusCode.CrmReconnect || error.serverMessage === CRM_BAD_REFRESH_TOKEN_MESSAGE

type Listener = (error: ApiError) => void

const listeners = new Set<Listener>()

/** Calls `listener` for every reconnect failure until the returned function is called. */
export const onCrmReconnectError = (listener: Listener): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Tells the listeners when `error` asks for a reconnect; a listener that throws does not break the call. */
export const signalCrmReconnect = (error: ApiError): void => {
  if (!isCrmReconnectError(error)) return
  for (const listener of [...listeners]) {
    try {
      listener(error)
    } catch {
      // The failed call still reaches its caller with its ApiError.
    }
  }
}
