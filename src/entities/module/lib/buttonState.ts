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

/**
 * The button's accessible name, naming its module: 'Install Hero Banner', 'Upgrade Module Tabs',
 * 'Hero Banner installed'. The visible label stays whole in it, so a speech user can say
 * what they see (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export const moduleButtonLabel = (module: Pick<Module, "button_state" | "name">): string =>
  module.button_state === "Installed" ? `${module.name} installed` : `${module.button_state} ${module.name}`

/**
 * Modules the portal's plan does not give (a padlock: usable only with a credit, or not at all), the
 * modules' is_eligible false; spec 2 section 4's hide event hides them.
 */
export const isIneligible = (module: Pick<Module, "pad_lock">): boolean => module.pad_lock !== null
