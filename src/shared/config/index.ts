export type { ModalName } from "./registry.ts"
export { availableDrawers, availableModals, MODAL_NAMES } from "./registry.ts"
export { customPageCompleteHref, paymentProcessHref, rolloutHref, RoutePath, srSetupHref } from "./routes.ts"
export { StorageKey } from "./storage-keys.ts"
