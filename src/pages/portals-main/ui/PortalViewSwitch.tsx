// "Cards | Health": the portals as a grid of cards, or as the health table saying which need attention and why.
import { type Key, ToggleButton, ToggleButtonGroup } from "react-aria-components"

import type { PortalView } from "../model/usePortalView.ts"
import styles from "./PortalsMainPage.module.css"

const VIEWS: ReadonlyArray<{ readonly id: PortalView; readonly label: string }> = [
  { id: "cards", label: "Cards" },
  { id: "health", label: "Health" }
]

export function PortalViewSwitch({ value, onChange }: { value: PortalView; onChange: (view: PortalView) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="Portal view"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const picked = VIEWS.find((view) => keys.has(view.id))
        if (picked !== undefined) onChange(picked.id)
      }}
      className={styles.views}
    >
      {VIEWS.map((view) => (
        <ToggleButton key={view.id} id={view.id} className={styles.view}>
          {view.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
