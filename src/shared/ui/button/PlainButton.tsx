// Button's look over a native button, for the one screen that paints before react-aria has loaded (the login
// page): variants, sizes and the pending state (busy, and not pressed again while it lasts).
import type { ReactNode } from "react"

import styles from "./Button.module.css"
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./buttonClassName.ts"

export interface PlainButtonProps {
  variant?: ButtonVariant
  size?: ButtonSize
  type?: "button" | "submit"
  isPending?: boolean
  onPress?: () => void
  children?: ReactNode
}

export function PlainButton({ variant = "primary", size = "md", type = "button", isPending = false, onPress, children }: PlainButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClassName(variant, size)} ${styles.plain}`}
      aria-busy={isPending || undefined}
      // Not `disabled`: a disabled button loses focus, and the keyboard user's place with it.
      aria-disabled={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault()
        else onPress?.()
      }}
    >
      {/* Decorative: aria-busy announces the pending state, and a labelled spinner would change the button's name. */}
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={isPending ? styles.pendingContent : styles.content}>{children}</span>
    </button>
  )
}
