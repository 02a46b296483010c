// Step 2, the change: a module from the catalogue. The catalogue is read through the first chosen portal (the
// module list needs one); its keys and latest versions are the same for every portal, and what each portal
// would get is the preview's to say.
import { type Module, MODULE_PAGE_LIMIT, moduleQueries } from "@/entities/module"
import { useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ListError, ListLoading } from "@/shared/ui/list-panel"
import { SelectField } from "@/shared/ui/select-field"

import type { ChosenPortal } from "../model/selection.ts"
import styles from "./NewRolloutPage.module.css"

export interface ModuleStepProps {
  /** The portal whose catalogue is read: the first chosen. */
  portal: ChosenPortal
  moduleKey: string | null
  onChange: (moduleKey: string) => void
  onBack: () => void
  onNext: () => void
}

const optionOf = (module: Module) => ({ id: module.key, label: `${module.name} ${module.current_version}` })

export function ModuleStep({ portal, moduleKey, onChange, onBack, onNext }: ModuleStepProps) {
  const catalogue = useApiQuery(moduleQueries.list(portal.id, "member", { portal: portal.id, limit: MODULE_PAGE_LIMIT, type: "modules" }))
  const modules = catalogue.status === "success" ? catalogue.data.modules : []
  const chosen = modules.find((module) => module.key === moduleKey) ?? null
  return (
    <section className={styles.step} aria-labelledby="rollout-module-title">
      <h2 id="rollout-module-title" className={styles.stepTitle}>
        2. The module
      </h2>
      <p className={styles.note}>Installed where a portal lacks it, upgraded where it is behind.</p>
      {catalogue.status === "loading" ? (
        <ListLoading label="Loading the modules" />
      ) : catalogue.status === "failure" ? (
        <ListError title="The modules could not be loaded." message={catalogue.error.message} onRetry={catalogue.reload} />
      ) : (
        <SelectField
          label="Module"
          items={modules.map(optionOf)}
          selectedKey={moduleKey}
          onSelectionChange={onChange}
          placeholder="Choose a module"
          emptyMessage="There are no modules to roll out."
          className={styles.module}
        />
      )}
      {chosen === null ? null : (
        <p className={styles.note}>Latest version: {chosen.current_version}. The preview shows what each portal gets.</p>
      )}
      <div className={styles.nav}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button onPress={onNext} isDisabled={chosen === null}>
          Next: preview
        </Button>
      </div>
    </section>
  )
}
