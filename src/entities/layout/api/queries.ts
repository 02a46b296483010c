// The layouts' query keys: a layout and its parts under `["layouts", id]` (whether it applies to a
// portal), the drawer's searches under `["layouts", "list"]`.
export const layoutKeys = {
  all: ["layouts"] as const,
  lists: () => ["layouts", "list"] as const,
  list: (params: object) => ["layouts", "list", params] as const,
  record: (id: number) => ["layouts", id] as const,
  applyCheck: (id: number, portalId: number) => ["layouts", id, "apply-check", portalId] as const
}
