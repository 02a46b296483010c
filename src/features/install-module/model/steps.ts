// The dialogs a module button can open between the press and the result.
import type { RequiredFile } from "@/shared/api"

export type ModuleStep =
  | { readonly kind: "idle" }
  /** Confirm Purchase; `thenInstall` for Buy & Install; `error` is the failed purchase's message. */
  | { readonly kind: "purchase"; readonly thenInstall: boolean; readonly error: string | null }
  /** The install or upgrade stopped: these theme files must be updated first. */
  | { readonly kind: "files"; readonly files: ReadonlyArray<RequiredFile> }
  /** A major upgrade waits for the typed word. */
  | { readonly kind: "major-upgrade" }
  /** The CRM grant lacks the HubDB scope (status_code 40010). */
  | { readonly kind: "permissions" }

export const IDLE: ModuleStep = { kind: "idle" }

/** The word a major upgrade requires (spec 2 section 5). */
export const UPGRADE_WORD = "upgrade"
export const UPGRADE_WORD_MESSAGE = 'You must type "upgrade" to proceed.'

export const successMessage = (name: string, change: "install" | "upgrade" | "revert"): string =>
  `${name} has been ${change === "install" ? "installed" : change === "upgrade" ? "upgraded" : "reverted"}`
