// The PRO-or-Free answer of Add Portal (spec 1 section 4), saved as create_portal_type for the OAuth
// round trip. The server keeps its own copy in the sign-in state and decides from that one; the
// callback page reads this one to say what it is doing.
import type { CreatePortalType } from "@/shared/api"
import { StorageKey } from "@/shared/config"
import { readStored, writeStored } from "@/shared/lib/storage"

export const rememberCreatePortalType = (type: CreatePortalType): void => writeStored("local", StorageKey.CreatePortalType, type)

/** The choice of the Add Portal under way, or null when none is. */
export const pendingCreatePortalType = (): CreatePortalType | null => {
  const stored = readStored("local", StorageKey.CreatePortalType)
  return stored === "pro" || stored === "free" ? stored : null
}

export const forgetCreatePortalType = (): void => writeStored("local", StorageKey.CreatePortalType, null)
