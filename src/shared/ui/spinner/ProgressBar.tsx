// Determinate progress for long work, e.g. "Installing 3/10".
import { Label, ProgressBar as AriaProgressBar } from "react-aria-components"

import styles from "./ProgressBar.module.css"

export interface ProgressBarProps {
  value: number
  maxValue?: number
  label: string
  /** Shows "value/maxValue" beside the label. */
  showValueLabel?: boolean
  className?: string
}

export function ProgressBar({ value, maxValue = 100, label, showValueLabel = false, className }: ProgressBarProps) {
  const valueLabel = `${value}/${maxValue}`
  return (
    <AriaProgressBar
      value={value}
      minValue={0}
      maxValue={maxValue}
      valueLabel={valueLabel}
      className={[styles.progress, className].filter(Boolean).join(" ")}
    >
      {({ percentage }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {showValueLabel ? <span className={styles.value}>{valueLabel}</span> : null}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  )
}
