// The project's button over react-aria's Button: variants, sizes and a pending state.
import type { ReactNode, Ref } from "react"
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"

import styles from "./Button.module.css"
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./buttonClassName.ts"

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children" | "type" | "style" | "render"> {
  variant?: ButtonVariant
  size?: ButtonSize
  type?: "button" | "submit"
  className?: string
  children?: ReactNode
  /** The rendered button element (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = "primary", size = "md", type = "button", className, children, isPending, ref, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      ref={ref}
      type={type}
      isPending={isPending}
      // react-aria drops aria-busy from props; set it on the element it renders.
      render={(domProps, { isPending: pending }) => <button {...domProps} aria-busy={pending || undefined} />}
      className={[buttonClassName(variant, size), className].filter(Boolean).join(" ")}
    >
      {/* Decorative: react-aria announces the pending state, and a labelled spinner would change the button's name. */}
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={isPending ? styles.pendingContent : styles.content}>{children}</span>
    </AriaButton>
  )
}
