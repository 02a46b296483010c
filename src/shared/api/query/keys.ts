// Query keys: the first element names the entity, the rest its parameters. Invalidating `[entity]`
// (or `[entity, id]`) reaches every list, page and record of it.
import type { QueryKey } from "@tanstack/react-query"

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
  | "tasks"
  | "upgrades"
  | "users"

export const queryKey = (entity: Entity, ...parameters: ReadonlyArray<unknown>): QueryKey => [entity, ...parameters]
