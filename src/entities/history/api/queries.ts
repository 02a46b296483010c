// The histories' query keys: a portal's saved versions are a list, `["histories", "list", portalId, …]`.
export const historyKeys = {
  all: ["histories"] as const,
  lists: () => ["histories", "list"] as const,
  ofPortal: (portalId: number) => ["histories", "list", portalId] as const,
  list: (portalId: number, params: object) => ["histories", "list", portalId, params] as const
}
