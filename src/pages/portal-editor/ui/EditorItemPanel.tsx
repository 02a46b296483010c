// The opened layout or history item in the editor body: what it is (name, date, author, the modules,
// files and pages it holds), not its raw JSON.
import { HistoryView } from "@/entities/history"
import { LayoutView } from "@/entities/layout"
import { Alert } from "@/shared/ui/alert"
import type { EditorItem } from "../model/editorItem.ts"

export interface EditorItemPanelProps {
  item: EditorItem
}

export function EditorItemPanel({ item }: EditorItemPanelProps) {
  if (item.kind === "failed") {
    return (
      <Alert type="danger" title="This item could not be opened.">
        {item.message}
      </Alert>
    )
  }
  return item.kind === "layout" ? <LayoutView layout={item.layout} /> : <HistoryView entry={item.entry} />
}
