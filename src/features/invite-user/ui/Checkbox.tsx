// A labelled checkbox over react-aria's Checkbox. shared/ui has none yet; it stays in this slice until
// another needs it.
import type { ReactNode } from "react"
import { Checkbox as AriaCheckbox } from "react-aria-components"
import styles from "./UserFields.module.css"

export interface CheckboxProps {
  children: ReactNode
  /** Inside a CheckboxGroup: the value it stands for. */
  value?: string
  isSelected?: boolean
  onChange?: (isSelected: boolean) => void
  isDisabled?: boolean
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={styles.checkbox}>
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
