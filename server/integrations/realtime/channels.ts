// The realtime channels and events of the specification (spec 1 section 7, spec 2 "Realtime").

export const Channels = {
  /** reauth.complete with user_id */
  reauth: "reauth",
  /** core_upgrade.complete with user_id and portal_id */
  analytics: "analytics",
  /** payment.succeeded with agency_id */
  payment: "sr.payment",
  /** module-install, also published after reauth */
  web: "sr-web-v3"
}

/** One user's private channel (only they are authorised to join it): notification.created. */
export const userChannel = (userId: number) => `private-user.${userId}` as const

export type ChannelName = (typeof Channels)[keyof typeof Channels] | ReturnType<typeof userChannel>

export const Events = {
  reauthComplete: "reauth.complete",
  coreUpgradeComplete: "core_upgrade.complete",
  paymentSucceeded: "payment.succeeded",
  moduleInstall: "module-install",
  notificationCreated: "notification.created"
} as const

export type EventName = (typeof Events)[keyof typeof Events]
