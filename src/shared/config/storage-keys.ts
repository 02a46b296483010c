// Keys the app keeps in the browser's storage. Their names are part of the product (spec 1).
export const StorageKey = {
  /** localStorage: the bearer token. */
  Token: "token",
  /** localStorage: the full path a logged-out visitor tried to open; login returns there. */
  LastRoute: "last_route",
  /** localStorage: the portal whose CRM connection must be renewed (status_code 40001). */
  ReconnectPortalId: "reconnect_portal_id",
  /** localStorage: Add Portal's PRO-or-Free answer, kept over the CRM sign-in round trip. */
  CreatePortalType: "create_portal_type",
  /** localStorage: the promo banner was dismissed in this browser. */
  PromoDismissed: "promo_banner_dismissed",
  /** sessionStorage: when the page last reloaded itself after a failed chunk load. */
  ChunkReloadAt: "chunk_reload_at",
  /** sessionStorage: the CRM action a reconnect interrupted, resumed after the consent round trip. */
  PendingCrmAction: "pending_crm_action"
} as const
