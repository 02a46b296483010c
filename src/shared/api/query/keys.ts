// Query keys: ONE shape per entity. A record and its parts share `[entity, id, …]`; lists are
// `[entity, "list", …]`. Invalidating `[entity]`, `[entity, id]` or `[entity, "list"]` reaches everything
// under it. Each entity's factory lives in its slice's api segment (`portalKeys` in entities/portal…);
// the few read models without a slice have theirs here.
import { type QueryKey, skipToken } from "@tanstack/react-query"

export type Entity =
  | "agencies"
  | "batches"
  | "billing"
  | "client-config"
  | "credits"
  | "domains"
  | "experiments"
  | "files"
  | "histories"
  | "invitation"
  | "layouts"
  | "logs"
  | "module-groups"
  | "modules"
  | "notifications"
  | "onboarding"
  | "page-templates"
  | "page-views"
  | "payments"
  | "plans"
  | "portals"
  | "rollouts"
  | "tasks"
  | "upgrades"
  | "users"

/** The paged lists' keys (`[entity, "list", scope, query]`, built by usePagedList); everything else uses a factory. */
export const queryKey = (entity: Entity, ...parameters: ReadonlyArray<unknown>): QueryKey => [entity, ...parameters]

/** The public settings the browser needs: read once per session, never changed by the SPA. */
export const clientConfigKeys = {
  all: ["client-config"] as const
}

/** The signed-in user's onboarding state and the guides it offers. */
export const onboardingKeys = {
  all: ["onboarding"] as const,
  user: (userId: number) => ["onboarding", userId] as const,
  guides: () => ["onboarding", "list", "guides"] as const
}

/** The admin's page-view report over the last `days`. */
export const pageViewKeys = {
  all: ["page-views"] as const,
  report: (days: string) => ["page-views", "list", days] as const
}

/** An invitation as its emailed link shows it (token and address). */
export const invitationKeys = {
  all: ["invitation"] as const,
  offer: (token: string, email: string) => ["invitation", token, email] as const
}

/** The options of a query that reads nothing (no record chosen yet): one key for all of them, never fetched. */
export const noQuery = { queryKey: ["disabled"], queryFn: skipToken } as const
