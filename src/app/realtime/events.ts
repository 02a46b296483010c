// What the realtime events mean for this browser (spec 1 sections 4 and 7).
import { Option, Schema } from "effect"

import type { User } from "@/shared/api"

/** Ids may arrive as numbers or numeric text depending on the publisher. */
const Id = Schema.Union(Schema.Number, Schema.NumberFromString)

const PaymentSucceeded = Schema.Struct({ agency_id: Id })
const CoreUpgradeComplete = Schema.Struct({ portal_id: Id })
const ReauthComplete = Schema.Struct({ user_id: Id })
const ModuleInstall = Schema.Struct({ user_id: Id, portal_id: Schema.optional(Schema.NullOr(Id)) })

/**
 * The spec's channels, each as a private channel of its audience (the server signs a subscription only
 * for the user's own channels and their agencies' ones): nobody else's ids reach this browser.
 */
export const RealtimeChannel = {
  Payment: (agencyId: number) => `private-sr.payment.agency.${agencyId}`,
  Analytics: (userId: number) => `private-analytics.user.${userId}`,
  Reauth: (userId: number) => `private-reauth.user.${userId}`,
  Web: (userId: number) => `private-sr-web-v3.user.${userId}`
} as const
export const RealtimeEvent = {
  PaymentSucceeded: "payment.succeeded",
  CoreUpgradeComplete: "core_upgrade.complete",
  ReauthComplete: "reauth.complete",
  ModuleInstall: "module-install",
  /** On the user's private channel: a personal What's New entry was added for them. */
  NotificationCreated: "notification.created",
  /** On the starter's private channel: a rollout they started moved on (a portal started or ended, a pause, the end). */
  RolloutProgress: "rollout.progress"
} as const

/** One user's private channel (only they are authorised to join it). */
export const userChannel = (userId: number) => `private-user.${userId}`

/** A payment for one of the user's agencies: reload the user (credits, plan) and so the menus. */
export const paymentConcernsUser = (payload: unknown, user: User | null): boolean =>
  Option.match(Schema.decodeUnknownOption(PaymentSucceeded)(payload), {
    onNone: () => false,
    onSome: ({ agency_id }) => user?.agencies.some((agency) => agency.id === agency_id) ?? false
  })

/** The portal a finished plan upgrade names. */
export const upgradedPortalId = (payload: unknown): Option.Option<number> =>
  Option.map(Schema.decodeUnknownOption(CoreUpgradeComplete)(payload), ({ portal_id }) => portal_id)

/** reauth.complete for this user: the Reauth modal closes and the module-install message is published. */
export const reauthConcernsUser = (payload: unknown, user: User | null): boolean =>
  Option.match(Schema.decodeUnknownOption(ReauthComplete)(payload), {
    onNone: () => false,
    onSome: ({ user_id }) => user !== null && user.id === user_id
  })

/** module-install on the web channel for this user: the portal it names (null: none), else nothing. */
export const moduleInstallForUser = (payload: unknown, user: User | null): Option.Option<number | null> =>
  Schema.decodeUnknownOption(ModuleInstall)(payload).pipe(
    Option.filter(({ user_id }) => user !== null && user.id === user_id),
    Option.map(({ portal_id }) => portal_id ?? null)
  )

const RolloutProgress = Schema.Struct({ rollout_id: Schema.String })

/** The rollout a rollout.progress event names; none when it names none (every rollout is read again then). */
export const progressedRolloutId = (payload: unknown): Option.Option<string> =>
  Option.map(Schema.decodeUnknownOption(RolloutProgress)(payload), ({ rollout_id }) => rollout_id)

const RolloutPortal = Schema.Struct({ portal_id: Schema.NullOr(Id) })

/** The portal a rollout.progress event is about; null for the rollout as a whole. */
export const progressedPortalId = (payload: unknown): number | null =>
  Option.getOrNull(Option.flatMap(Schema.decodeUnknownOption(RolloutPortal)(payload), ({ portal_id }) => Option.fromNullable(portal_id)))
