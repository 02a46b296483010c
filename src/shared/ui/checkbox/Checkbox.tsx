// Labelled checkbox over react-aria's Checkbox (Space toggles it); alone or inside a CheckboxGroup.
import type { ReactNode } from "react"
import { Checkbox as AriaCheckbox } from "react-aria-components"

import styles from "./Checkbox.module.css"

export interface CheckboxProps {
  children: ReactNode
  /** Inside a CheckboxGroup: the value it stands for. */
  value?: string
  isSelected?: boolean
  onChange?: (isSelected: boolean) => void
  isDisabled?: boolean
  className?: string
}

export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={[styles.checkbox, className].filter(Boolean).join(" ")}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? "✓" : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  )
}
