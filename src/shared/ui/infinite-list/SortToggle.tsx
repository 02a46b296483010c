// Flips a list between ascending and descending; the label says the current order.
import { Button } from "../button/Button.tsx"

export type SortDirection = "asc" | "desc"

export interface SortToggleProps {
  direction: SortDirection
  onChange: (direction: SortDirection) => void
  labels: { readonly asc: string; readonly desc: string }
}

export function SortToggle({ direction, onChange, labels }: SortToggleProps) {
  return (
    <Button size="sm" variant="secondary" onPress={() => onChange(direction === "asc" ? "desc" : "asc")}>
      {labels[direction]}
    </Button>
  )
}
