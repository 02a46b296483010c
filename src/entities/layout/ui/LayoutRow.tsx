// One saved layout in the Layouts drawer: its name (opening it in the editor), when it was saved, and
// the actions the caller supplies (delete).
import type { ReactNode } from "react"
import type { Layout } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { ListRow } from "@/shared/ui/list-row"

export interface LayoutRowProps {
  layout: Layout
  /** Opens the layout in the editor. */
  onOpen: (layout: Layout) => void
  action?: ReactNode
}

export function LayoutRow({ layout, onOpen, action }: LayoutRowProps) {
  return (
    <ListRow
      label={layout.name}
      title={layout.name}
      meta={formatDate(layout.created_at, "detailed")}
      onOpen={() => onOpen(layout)}
      action={action}
    />
  )
}
