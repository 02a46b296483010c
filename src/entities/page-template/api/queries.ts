// The page templates' query keys: a portal's templates are a list, `["page-templates", "list", portalId, …]`.
export const pageTemplateKeys = {
  all: ["page-templates"] as const,
  lists: () => ["page-templates", "list"] as const,
  ofPortal: (portalId: number) => ["page-templates", "list", portalId] as const,
  list: (portalId: number, audience: string, params: object) => ["page-templates", "list", portalId, audience, params] as const
}
