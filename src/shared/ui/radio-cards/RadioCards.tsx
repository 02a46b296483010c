// A single choice drawn as bordered cards, each with a round mark (plans and saved cards, keep / take / merge, a
// merge conflict's sides), over react-aria's RadioGroup: arrow keys move between the cards, the group is one tab
// stop. A card's content is free: a title, a hint under it, something at its end.
import type { ReactNode } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"

import styles from "./RadioCards.module.css"

interface RadioCardsProps {
  /** Shown above the cards; without it, `aria-label` names the group. */
  label?: ReactNode
  "aria-label"?: string
  value: string | null
  onChange: (value: string) => void
  /** Cards side by side (wrapping on a narrow screen) instead of one under another. */
  orientation?: "vertical" | "horizontal"
  isDisabled?: boolean
  className?: string
  children: ReactNode
}

export function RadioCards({
  label,
  "aria-label": ariaLabel,
  value,
  onChange,
  orientation = "vertical",
  isDisabled = false,
  className,
  children
}: RadioCardsProps) {
  return (
    <RadioGroup
      className={[styles.group, className].filter(Boolean).join(" ")}
      orientation={orientation}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      {...(ariaLabel === undefined ? {} : { "aria-label": ariaLabel })}
    >
      {label === undefined ? null : <Label className={styles.label}>{label}</Label>}
      {children}
    </RadioGroup>
  )
}

interface RadioCardProps {
  value: string
  /** Names the card for assistive technology when its content is not plain text. */
  textValue?: string
  /** A muted line under the content. */
  hint?: ReactNode
  /** Shown at the card's far end (a price, a badge). */
  end?: ReactNode
  children: ReactNode
}

export function RadioCard({ value, textValue, hint, end, children }: RadioCardProps) {
  return (
    <Radio value={value} className={styles.card} {...(textValue === undefined ? {} : { "aria-label": textValue })}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span>{children}</span>
        {hint === undefined ? null : <span className={styles.hint}>{hint}</span>}
      </span>
      {end}
    </Radio>
  )
}
