// The opened layout or history item in the editor body: what it is (name, date, author, the modules,
// files and pages it holds), not its raw JSON, with its action: Apply for a layout, Restore for a module
// history entry.
import { HistoryView } from "@/entities/history"
import { LayoutView } from "@/entities/layout"
import { ApplyLayoutButton, RestoreHistoryButton } from "@/features/layout-actions"
import type { Portal } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"

import type { EditorItem } from "../model/editorItem.ts"

export interface EditorItemPanelProps {
  item: EditorItem
  /** The open portal: a layout is applied to it. */
  portal: Pick<Portal, "id" | "name">
}

export function EditorItemPanel({ item, portal }: EditorItemPanelProps) {
  if (item.kind === "failed") {
    return (
      <Alert type="danger" title="This item could not be opened.">
        {item.message}
      </Alert>
    )
  }
  return item.kind === "layout" ? (
    <LayoutView layout={item.layout} actions={<ApplyLayoutButton layout={item.layout} portal={portal} />} />
  ) : (
    <HistoryView entry={item.entry} actions={<RestoreHistoryButton entry={item.entry} />} />
  )
}
