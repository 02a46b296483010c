// Class names for the button look, shared so router links can look like buttons.
import styles from "./Button.module.css"

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "link"
export type ButtonSize = "sm" | "md"

export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return [styles.button, styles[variant], styles[size]].filter(Boolean).join(" ")
}
