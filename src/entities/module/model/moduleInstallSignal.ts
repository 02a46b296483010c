// The module-install message (spec 1 sections 4 and 7): published when a re-authorisation finished for
// this user (reauth.complete, or module-install on the web channel). An install that stopped at 40010
// (the CRM grant lacked hubdb) waits for it and is then retried without another click.
import { atom } from "jotai"

export interface ModuleInstallSignal {
  /** Bumped on every message; 0 before the first. */
  readonly revision: number
  /** The portal the message names; null when it names none (reauth.complete). */
  readonly portalId: number | null
}

export interface PendingReauthInstall {
  readonly portalId: number
  readonly moduleKey: string
  /** The signal revision when the install stopped: only a later message retries it. */
  readonly afterRevision: number
}

export const moduleInstallSignalAtom = atom<ModuleInstallSignal>({ revision: 0, portalId: null })

/** Write-only: publish the module-install message. */
export const publishModuleInstallAtom = atom(null, (_get, set, portalId: number | null) =>
  set(moduleInstallSignalAtom, (current) => ({ revision: current.revision + 1, portalId }))
)

/** The install waiting for the re-authorisation, if any. */
export const pendingReauthInstallAtom = atom<PendingReauthInstall | null>(null)

/** Whether a module-install message lets the pending install of this module in this portal run again. */
export const shouldRetryAfterReauth = (
  pending: PendingReauthInstall | null,
  signal: ModuleInstallSignal,
  portalId: number,
  moduleKey: string
): boolean =>
  pending !== null &&
  pending.portalId === portalId &&
  pending.moduleKey === moduleKey &&
  signal.revision > pending.afterRevision &&
  (signal.portalId === null || signal.portalId === portalId)
