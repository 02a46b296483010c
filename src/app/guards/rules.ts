// The route guards of spec 1 section 2 as pure rules: given who is here and where they are going,
// stay (null) or go elsewhere, possibly remembering where they wanted to be.
import { roleFlags } from "@/entities/session"
import type { User } from "@/shared/api"
import { RoutePath } from "@/shared/config"

export interface GuardLocation {
  readonly pathname: string
  /** Path, query and hash: what login returns to. */
  readonly href: string
}

export interface GuardDecision {
  readonly redirectTo: string
  /** Remembered as the last route before redirecting. */
  readonly remember?: string
}

export type GuardRule = (user: User | null, location: GuardLocation) => GuardDecision | null

const toPortals: GuardDecision = { redirectTo: RoutePath.PortalsMain }

/** logged-in (customAuth): a visitor goes to the login page; the attempted path is kept unless it is login. */
export const loggedIn: GuardRule = (user, location) => {
  if (user !== null) return null
  return location.pathname === RoutePath.Login ? { redirectTo: RoutePath.Login } : { redirectTo: RoutePath.Login, remember: location.href }
}

/** guest: a logged-in user has nothing to do on guest pages. */
export const guest: GuardRule = (user) => (user === null ? null : toPortals)

/** admin-only: for logged-in users; put loggedIn first for visitors. */
export const adminOnly: GuardRule = (user) => (roleFlags(user).isAdmin ? null : toPortals)

export const agencyAdminOnly: GuardRule = (user) => (roleFlags(user).isAgencyAdmin ? null : toPortals)

export const supportOnly: GuardRule = (user) => (user?.is_support === true ? null : toPortals)

/** The first rule that redirects wins. */
export const decide = (rules: ReadonlyArray<GuardRule>, user: User | null, location: GuardLocation): GuardDecision | null => {
  for (const rule of rules) {
    const decision = rule(user, location)
    if (decision !== null) return decision
  }
  return null
}
