// The traffic split: each variant's share of the visitors in whole percent, adding up to 100.
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"
import { splitEvenly, splitTotal, updateVariant } from "../model/form.ts"
import styles from "./CreateExperiment.module.css"
import type { StepProps } from "./PageStep.tsx"

export function SplitStep({ draft, errors, onChange }: StepProps) {
  const total = splitTotal(draft)
  return (
    <>
      <div className={styles.split}>
        {draft.variants.map((variant) => (
          <TextField
            key={variant.key}
            label={`${variant.name || "Variant"} (%)`}
            value={variant.percent}
            onChange={(percent) => onChange(updateVariant(draft, variant.key, { percent }))}
            inputMode="numeric"
            maxLength={2}
            isRequired
            errorMessage={errors[`percent-${variant.key}`]}
          />
        ))}
      </div>
      <p className={styles.total} data-invalid={total !== 100} aria-live="polite">Total: {total}%</p>
      {errors["split"] === undefined ? null : <p className={styles.error} role="alert">{errors["split"]}</p>}
      <div>
        <Button variant="secondary" size="sm" onPress={() => onChange(splitEvenly(draft))}>
          Split evenly
        </Button>
      </div>
    </>
  )
}
