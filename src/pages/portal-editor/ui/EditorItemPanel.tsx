// The opened layout or history item in the editor body: its name, facts and saved content.
import { Alert } from "@/shared/ui/alert"
import { formatDate } from "@/shared/lib/date"
import type { EditorItem } from "../model/editorItem.ts"
import styles from "./EditorItemPanel.module.css"

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
  const { label, name, facts, content } =
    item.kind === "layout"
      ? { label: "Layout", name: item.layout.name, facts: [`Created ${formatDate(item.layout.created_at, "detailed")}`], content: item.layout.content }
      : {
        label: "History",
        name: item.entry.name,
        facts: [item.entry.status_label, item.entry.created_by?.name ?? "---", `Updated ${formatDate(item.entry.updated_at, "detailed")}`],
        content: item.entry.payload
      }
  return (
    <section className={styles.panel} aria-label={`${label}: ${name}`}>
      <h2 className={styles.title}>
        <span className={styles.kind}>{label}</span> {name}
      </h2>
      <p className={styles.facts}>{facts.join(" · ")}</p>
      <pre className={styles.content}>{JSON.stringify(content, null, 2)}</pre>
    </section>
  )
}
