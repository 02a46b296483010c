// How many API calls are waiting for a busy CRM right now (the API client's retries report it).
import { atom } from "jotai"

export const crmBusyAtom = atom(0)

/** One call started (true) or stopped (false) waiting. */
export const crmBusyChangeAtom = atom(null, (get, set, busy: boolean) => {
  set(crmBusyAtom, Math.max(0, get(crmBusyAtom) + (busy ? 1 : -1)))
})
