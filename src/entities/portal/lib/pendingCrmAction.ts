// The CRM action a reconnect interrupted: a call answered 40001 sends the browser to the CRM's
// consent page, and without this the action is lost. Kept in sessionStorage (the same tab comes back):
// armed before each resumable call, held when the reconnect leaves, made ready by the callback after a
// successful reconnect of the same portal, and taken (once) by the control that made it.
import { StorageKey } from "@/shared/config"
import { readStored, writeStored } from "@/shared/lib/storage"

export interface PendingCrmAction {
  readonly portalId: number
  /** The drawer the action was made in; the editor opens it again. */
  readonly drawer: string
  /** What to run again, as the control that armed it names it (e.g. file:install:css/main.css). */
  readonly action: string
  /** In the user's words, for the resume notice (e.g. 'Add main.css'). */
  readonly label: string
}

type Stage = "armed" | "reconnecting" | "ready"

interface Stored extends PendingCrmAction {
  readonly stage: Stage
  /** Epoch ms when armed; a sign-in link lives 10 minutes, so an older action is not resumed. */
  readonly at: number
}

const MAX_AGE_MS = 15 * 60 * 1000

const read = (): Stored | null => {
  const raw = readStored("session", StorageKey.PendingCrmAction)
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Stored
    if (typeof value.portalId !== "number" || typeof value.action !== "string" || Date.now() - value.at > MAX_AGE_MS) return null
    return value
  } catch {
    return null
  }
}

const write = (value: Stored | null): void =>
  writeStored("session", StorageKey.PendingCrmAction, value === null ? null : JSON.stringify(value))

/** Before a resumable call: remember it in case its answer starts a reconnect. */
export const armPendingCrmAction = (action: PendingCrmAction): void => write({ ...action, stage: "armed", at: Date.now() })

/** The call finished without a reconnect: nothing to resume. */
export const disarmPendingCrmAction = (action: string): void => {
  const stored = read()
  if (stored !== null && stored.stage === "armed" && stored.action === action) write(null)
}

/** A reconnect of the portal is leaving for the CRM: an armed action of that portal waits for its return. */
export const holdPendingCrmAction = (portalId: number): void => {
  const stored = read()
  if (stored === null) return
  write(stored.portalId === portalId && stored.stage === "armed" ? { ...stored, stage: "reconnecting" } : null)
}

/** The CRM callback reconnected `portalId`: its held action may run again; anything else is dropped. */
export const resumePendingCrmAction = (portalId: number): void => {
  const stored = read()
  write(stored !== null && stored.stage === "reconnecting" && stored.portalId === portalId ? { ...stored, stage: "ready" } : null)
}

export const forgetPendingCrmAction = (): void => write(null)

/** The action ready to run again in this portal's editor, if any. */
export const readyCrmAction = (portalId: number): PendingCrmAction | null => {
  const stored = read()
  return stored !== null && stored.stage === "ready" && stored.portalId === portalId ? stored : null
}

/** The control that made `action` takes it: true once, when it is ready in this portal. */
export const takeReadyCrmAction = (portalId: number, action: string): boolean => {
  const ready = readyCrmAction(portalId)
  if (ready === null || ready.action !== action) return false
  write(null)
  return true
}
