// The agencies' query keys: an agency and its parts under `["agencies", id]` (its record as the admin and
// the billing drawer read it, its logo, what deleting it would remove), lists under `["agencies", "list"]`.
export const agencyKeys = {
  all: ["agencies"] as const,
  lists: () => ["agencies", "list"] as const,
  search: (limit: number, keyword: string) => ["agencies", "list", "search", limit, keyword] as const,
  record: (id: number) => ["agencies", id] as const,
  detail: (id: number) => ["agencies", id, "detail"] as const,
  billingCounts: (id: number) => ["agencies", id, "billing-counts"] as const,
  logo: (id: number) => ["agencies", id, "logo"] as const,
  /** What deleting the agency (the signed-in owner's own when `id` is "current") would remove. */
  deletion: (id: number | "current") => ["agencies", id, "deletion"] as const
}
