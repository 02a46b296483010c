// The portals chosen so far, in the order they run (the first ones are the canary), each removable.
import { Button } from "@/shared/ui/button"

import { removePortals, type Selection } from "../model/selection.ts"
import styles from "./NewRolloutPage.module.css"

export interface ChosenPortalsProps {
  selection: Selection
  onChange: (next: Selection) => void
}

export function ChosenPortals({ selection, onChange }: ChosenPortalsProps) {
  const count = selection.length
  return (
    <section className={styles.chosen} aria-labelledby="rollout-chosen-title">
      <div className={styles.row}>
        <h3 id="rollout-chosen-title" className={styles.chosenTitle}>
          {count === 0 ? "No portals chosen yet" : `${count} ${count === 1 ? "portal" : "portals"} chosen`}
        </h3>
        {count === 0 ? null : (
          <Button variant="ghost" size="sm" onPress={() => onChange([])}>
            Clear all
          </Button>
        )}
      </div>
      {count === 0 ? null : (
        <>
          <p className={styles.note}>They run in this order: the first ones are the canary.</p>
          <ol className={styles.chosenList}>
            {selection.map((portal) => (
              <li key={portal.id} className={styles.chip}>
                <span>
                  {portal.name}
                  {portal.agencyName === null ? null : <span className={styles.muted}> · {portal.agencyName}</span>}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${portal.name}`}
                  onPress={() => onChange(removePortals(selection, [portal.id]))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
