// The users' query keys and options: a user under `["users", id]`, lists (the admin's paged list, pending
// invitations) under `["users", "list"]`.
import { apiQueryOptions } from "@/shared/api"

import { listInvitations } from "./invitations.ts"
import { readUser } from "./users.ts"

export const userKeys = {
  all: ["users"] as const,
  lists: () => ["users", "list"] as const,
  invitations: (agencyId: number | null) => ["users", "list", "invitations", agencyId ?? "all"] as const,
  record: (id: number) => ["users", id] as const
}

export const userQueries = {
  invitations: (agencyId: number | null) => apiQueryOptions(userKeys.invitations(agencyId), listInvitations(agencyId)),
  record: (id: number) => apiQueryOptions(userKeys.record(id), readUser(id))
}
