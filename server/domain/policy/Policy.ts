// The one place that answers authorization questions (DESIGN: "may this caller do this to this agency or
// portal"). Every domain service takes its role checks from here; the answers are plain predicates, and
// the portal ones, which need to know what the caller sees, take the portal repository's visibility query.
//   super admin    every agency and portal
//   agency admin   manages the portals of the agencies they administer (set up, upgrade, migrate, edit)
//   member         sees the portals of their agencies
//   support        works on every agency's task requests
import { Effect } from "effect"

import { Forbidden } from "#contract/errors.ts"
import type { User, UserAgency } from "#contract/user.ts"

import type { PortalScope } from "../../db/repos/PortalRepo.ts"
import type { MembershipRole } from "../../db/repos/UserRepo.ts"
import { channelAudience } from "../../integrations/realtime/channels.ts"
import { FORBIDDEN } from "../messages.ts"

export const forbidden = () => new Forbidden({ message: FORBIDDEN })

/** A super admin. */
export const isAdmin = (user: User) => user.roles.some((role) => role.name === "admin")

/** The caller's role in an agency, if they belong to it. */
export const roleIn = (user: User, agencyId: number | null): MembershipRole | undefined =>
  user.agencies.find((agency) => agency.id === agencyId)?.role.name as MembershipRole | undefined

export const isAgencyAdminOf = (user: User, agencyId: number | null) =>
  user.agencies.some((agency) => agency.id === agencyId && agency.role.name === "agency-admin")

/**
 * Who may administer an agency — its settings, its logo, and setting up, upgrading, migrating or editing
 * its portals: super admins and its agency admins.
 */
export const mayAdministerAgency = (user: User, agencyId: number | null) => isAdmin(user) || isAgencyAdminOf(user, agencyId)

/**
 * Who may delete a saved layout or History entry of a portal they see: its author, the super admin
 * and the agency admins of the portal's agency; a plain user granted the portal deletes only their own.
 */
export const mayDeleteAuthored = (user: User, entry: { readonly created_by: number | null; readonly agency_id: number | null }) =>
  entry.created_by === user.id || mayAdministerAgency(user, entry.agency_id)

/**
 * Who may join a private channel: a user's channels (private-user.{id}, private-reauth.user.{id}, ...) only
 * that user; an agency's (private-sr.payment.agency.{id}) only its members. Super admins get no wider
 * access: the events concern the people who acted or paid, and nothing in the admin screens listens to
 * other agencies' payments, so being able to read them would only widen what a stolen admin token shows.
 */
export const mayJoinChannel = (user: User, channelName: string): boolean => {
  const audience = channelAudience(channelName)
  switch (audience._tag) {
    case "User":
      return audience.userId === user.id
    case "Agency":
      return user.agencies.some((agency) => agency.id === audience.agencyId)
    case "Unknown":
      return false
  }
}

/** The portals the caller sees: all of them for super admins, their agencies' for everyone else. */
export const scopeFor = (user: User): PortalScope => (isAdmin(user) ? { _tag: "All" } : { _tag: "Member", userId: user.id })

/** Super admins only: 403 for everyone else. */
export const requireAdmin = (user: User): Effect.Effect<void, Forbidden> => (isAdmin(user) ? Effect.void : Effect.fail(forbidden()))

/** The portal repository's visibility query, as the portal checks need it. */
export interface PortalVisibility {
  readonly isVisible: (id: number, scope: PortalScope) => Effect.Effect<boolean>
}

/** 403 unless the portal lies in the caller's scope (their agencies' portals, or every one for super admins). */
export const requireViewPortal = (portals: PortalVisibility, user: User, portalId: number): Effect.Effect<void, Forbidden> =>
  Effect.flatMap(portals.isVisible(portalId, scopeFor(user)), (visible) => (visible ? Effect.void : Effect.fail(forbidden())))

/**
 * 403 unless the caller sees the portal and may manage its agency's portals: the check that setting up,
 * migrating, upgrading and editing a portal share.
 */
export const requireManagePortal = (
  portals: PortalVisibility,
  user: User,
  portal: { readonly id: number; readonly agency_id: number | null }
): Effect.Effect<void, Forbidden> =>
  Effect.zipRight(
    requireViewPortal(portals, user, portal.id),
    mayAdministerAgency(user, portal.agency_id) ? Effect.void : Effect.fail(forbidden())
  )

/** An agency admin of a SaaS agency: who may submit and follow task requests for it. */
const mayRequestTasksIn = (agency: UserAgency) => agency.sr_saas === 1 && agency.role.name === "agency-admin"

/** The agency whose requests the caller works on: the current one if it qualifies, else the first that does. */
export const requesterAgency = (user: User): UserAgency | undefined =>
  user.agency !== null && mayRequestTasksIn(user.agency) ? user.agency : user.agencies.find(mayRequestTasksIn)

/** Whether the caller may request tasks for this agency. */
export const mayRequestTasksFor = (user: User, agencyId: number) =>
  user.agencies.some((agency) => agency.id === agencyId && mayRequestTasksIn(agency))

/** Support staff only: 403 for everyone else. */
export const requireSupport = (user: User): Effect.Effect<void, Forbidden> => (user.is_support ? Effect.void : Effect.fail(forbidden()))
