// What a module's button does, read from the server's button_state (spec 2 section 4 "Module button").
import type { Module, ModuleButtonState } from "@/shared/api"

export type ModuleAction = "buy" | "buy-install" | "install" | "upgrade" | "revert" | "none"

const ACTIONS: Record<ModuleButtonState, ModuleAction> = {
  Buy: "buy",
  "Buy & Install": "buy-install",
  Install: "install",
  // A group's label; on a single module it means the same as Install.
  "Install Module": "install",
  "Upgrade Module": "upgrade",
  "Revert Module": "revert",
  Installed: "none"
}

export const moduleActionOf = (module: Pick<Module, "button_state">): ModuleAction => ACTIONS[module.button_state]

/** Spends a credit before anything else. */
export const needsPurchase = (action: ModuleAction): boolean => action === "buy" || action === "buy-install"

/**
 * A locked module is eligible only while a credit can unlock it; a padlock on any other state means
 * the portal's plan rules it out and the button stays disabled.
 */
export const isEligible = (module: Pick<Module, "pad_lock" | "button_state">): boolean =>
  module.pad_lock === null || needsPurchase(moduleActionOf(module))

export const isMajorUpgrade = (module: Pick<Module, "upgradeable_type">): boolean => module.upgradeable_type === "major"
