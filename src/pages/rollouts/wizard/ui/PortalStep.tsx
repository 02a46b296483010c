// Step 1, the portals: the health list's rows (same search, plan, attention and agency filters, in the address,
// under the health view's keys), each with a checkbox; "Select all shown"; every portal of an agency at once; the chosen ones listed below in
// the order chosen (the first are the canary), each removable.
import { useAtomValue } from "jotai"

import { roleFlagsAtom } from "@/entities/session"
import { ROLLOUT_PORTALS_MAX } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { HealthToolbar, usePortalHealthList } from "@/widgets/portal-health"

import { allChosen, chosenOf, isFull, type Selection, toggleShown } from "../model/selection.ts"
import { AgencyAdd } from "./AgencyAdd.tsx"
import { ChosenPortals } from "./ChosenPortals.tsx"
import styles from "./NewRolloutPage.module.css"
import { PortalChoices } from "./PortalChoices.tsx"

export interface PortalStepProps {
  selection: Selection
  onChange: (next: Selection) => void
  onNext: () => void
}

export function PortalStep({ selection, onChange, onNext }: PortalStepProps) {
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const list = usePortalHealthList(isAdmin)
  const shown = list.result.status === "success" ? list.result.data.rows : []
  const full = isFull(selection)

  return (
    <section className={styles.step} aria-labelledby="rollout-portals-title">
      <h2 id="rollout-portals-title" className={styles.stepTitle}>
        1. Portals
      </h2>
      <HealthToolbar list={list} byAgency={isAdmin} />
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={shown.length === 0}
          onPress={() => onChange(toggleShown(selection, shown.map(chosenOf)))}
        >
          {allChosen(selection, shown) ? "Clear all shown" : "Select all shown"}
        </Button>
        <AgencyAdd byAgency={isAdmin} selection={selection} onChange={onChange} />
      </div>
      <PortalChoices
        result={list.result}
        page={list.page}
        onPageChange={list.setPage}
        selection={selection}
        onChange={onChange}
        showAgency={isAdmin}
        full={full}
      />
      {full ? <p className={styles.note}>A rollout takes at most {ROLLOUT_PORTALS_MAX} portals.</p> : null}
      <ChosenPortals selection={selection} onChange={onChange} />
      <div className={styles.nav}>
        <Button onPress={onNext} isDisabled={selection.length === 0}>
          Next: the change
        </Button>
      </div>
    </section>
  )
}
