// The agency the drawer bills: the one the user last acted for (kept in local storage, so billing=open
// finds it after a reload), else the user's own.
import { useAtomValue } from "jotai"

import { activeAgencyIdAtom } from "@/entities/agency"
import { currentUserAtom } from "@/entities/session"
import type { UserAgency } from "@/shared/api"

export function useBillingAgency(): UserAgency | null {
  const user = useAtomValue(currentUserAtom)
  const activeId = useAtomValue(activeAgencyIdAtom)
  if (user === null) return null
  return user.agencies.find((agency) => agency.id === activeId) ?? user.agency ?? user.agencies[0] ?? null
}
