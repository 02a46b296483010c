// One saved layout in the Layouts drawer: its name (opening it in the editor), when it was saved (and from
// which portal, in an agency-wide list), and the actions the caller supplies (delete).
import type { ReactNode } from "react"

import type { Layout } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { ListRow } from "@/shared/ui/list-row"

export interface LayoutRowProps {
  layout: Layout
  /** Opens the layout in the editor. */
  onOpen: (layout: Layout) => void
  action?: ReactNode
  /** Names the portal it was saved from (in a list spanning the agency's portals). */
  showPortal?: boolean
}

export function LayoutRow({ layout, onOpen, action, showPortal = false }: LayoutRowProps) {
  const saved = formatDate(layout.created_at, "detailed")
  return (
    <ListRow
      label={layout.name}
      title={layout.name}
      meta={showPortal ? `${saved} · from ${layout.portal_name}` : saved}
      onOpen={() => onOpen(layout)}
      action={action}
    />
  )
}
