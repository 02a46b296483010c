// The realtime channels and events of the specification (spec 1 section 7, spec 2 "Realtime").
// Every event names a user, portal or agency, so none goes out on a public channel: each travels on a
// Pusher private channel (`private-` prefix) scoped to its audience, whose name keeps the spec's channel
// as its stem. Joining one needs a signature from /broadcasting/auth, which checks the audience
// (server/http/session/Http.ts, channelAudience below).

/** The spec's channel names, the stems of the private channels below. */
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

/** One user's own channel: notification.created. */
export const userChannel = (userId: number) => `private-user.${userId}` as const
/** reauth.complete for the user who re-authorised a portal. */
export const reauthChannel = (userId: number) => `private-${Channels.reauth}.user.${userId}` as const
/** module-install for the user who re-authorised a portal. */
export const webChannel = (userId: number) => `private-${Channels.web}.user.${userId}` as const
/** core_upgrade.complete for the user who started the upgrade. */
export const analyticsChannel = (userId: number) => `private-${Channels.analytics}.user.${userId}` as const
/** payment.succeeded for every member of the agency that paid. */
export const paymentChannel = (agencyId: number) => `private-${Channels.payment}.agency.${agencyId}` as const

export type ChannelName =
  | ReturnType<typeof userChannel>
  | ReturnType<typeof reauthChannel>
  | ReturnType<typeof webChannel>
  | ReturnType<typeof analyticsChannel>
  | ReturnType<typeof paymentChannel>

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const USER_CHANNEL = new RegExp(
  `^private-(?:user|(?:${[Channels.reauth, Channels.web, Channels.analytics].map(escape).join("|")})\\.user)\\.([1-9]\\d{0,15})$`
)
const AGENCY_CHANNEL = new RegExp(`^private-${escape(Channels.payment)}\\.agency\\.([1-9]\\d{0,15})$`)

/** Whose channel this is: one user's, one agency's, or none of ours (nobody may join it). */
export type ChannelAudience =
  { readonly _tag: "User"; readonly userId: number } | { readonly _tag: "Agency"; readonly agencyId: number } | { readonly _tag: "Unknown" }

export const channelAudience = (channelName: string): ChannelAudience => {
  const user = USER_CHANNEL.exec(channelName)
  if (user !== null) return { _tag: "User", userId: Number(user[1]) }
  const agency = AGENCY_CHANNEL.exec(channelName)
  if (agency !== null) return { _tag: "Agency", agencyId: Number(agency[1]) }
  return { _tag: "Unknown" }
}

export const Events = {
  reauthComplete: "reauth.complete",
  coreUpgradeComplete: "core_upgrade.complete",
  paymentSucceeded: "payment.succeeded",
  moduleInstall: "module-install",
  notificationCreated: "notification.created",
  /** On the starter's own channel: one job of their batch ended, with the batch's counters (see batchProgress.ts). */
  batchProgress: "batch.progress",
  /** On the starter's own channel: a rollout changed state or one of its portals ended (domain/rollouts/rolloutEvents.ts). */
  rolloutProgress: "rollout.progress"
} as const
export type EventName = (typeof Events)[keyof typeof Events]
