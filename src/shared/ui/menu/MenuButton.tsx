// A button that opens a menu of sections and items (user menu, portal switcher, row actions).
import { type ReactNode, useEffect, useRef, useState } from "react"
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, type PopoverProps } from "react-aria-components"

import { Button } from "../button/Button.tsx"
import type { ButtonSize, ButtonVariant } from "../button/buttonClassName.ts"
import { useOpensOnHover } from "./hoverMenus.tsx"
import styles from "./MenuButton.module.css"

/** Time to move the pointer from the button into its menu before a hover-opened menu closes. */
const HOVER_CLOSE_DELAY_MS = 250

export interface MenuItemSpec {
  id: string
  label: ReactNode
  /** Text for type-ahead and screen readers when the label is not plain text. */
  textValue?: string
  onAction?: () => void
  href?: string
  target?: string
  isDisabled?: boolean
  /** A trailing element such as a 'Buy' label. */
  endContent?: ReactNode
}

export interface MenuSectionSpec {
  id: string
  title?: ReactNode
  items: ReadonlyArray<MenuItemSpec>
}

export interface MenuButtonProps {
  label: ReactNode
  "aria-label"?: string
  sections: ReadonlyArray<MenuSectionSpec>
  placement?: PopoverProps["placement"]
  variant?: ButtonVariant
  size?: ButtonSize
  isDisabled?: boolean
  className?: string
}

export function MenuButton({
  label,
  sections,
  placement = "bottom end",
  variant = "ghost",
  size = "md",
  isDisabled,
  className,
  ...rest
}: MenuButtonProps) {
  const disabledKeys = sections.flatMap((section) => section.items.filter((item) => item.isDisabled).map((item) => item.id))
  const onHover = useOpensOnHover()
  const [isOpen, setOpen] = useState(false)
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null)
  const keepOpen = () => {
    if (closing.current !== null) clearTimeout(closing.current)
    closing.current = null
  }
  const button = useRef<HTMLButtonElement>(null)
  // Opens on the pointer's first move over the button, not on hover alone: the browser also reports a
  // hover when the page moves under a resting pointer (a drawer closing over the bar), and a menu must
  // not open, and take focus, unless the user moved there.
  const awaitingMove = useRef<(() => void) | null>(null)
  const stopAwaitingMove = () => {
    if (awaitingMove.current !== null) button.current?.removeEventListener("pointermove", awaitingMove.current)
    awaitingMove.current = null
  }
  const hoverIn = () => {
    keepOpen()
    if (!onHover || isDisabled || button.current === null) return
    stopAwaitingMove()
    const open = () => {
      stopAwaitingMove()
      setOpen(true)
    }
    awaitingMove.current = open
    button.current.addEventListener("pointermove", open)
  }
  const hoverOut = () => {
    stopAwaitingMove()
    if (!onHover) return
    keepOpen()
    closing.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS)
  }
  useEffect(
    () => () => {
      keepOpen()
      stopAwaitingMove()
    },
    []
  )
  // A hover-opened menu is non-modal, so react-aria does not dismiss it: Escape (wherever focus is, the
  // button included) and a press outside the button and the menu close it here.
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!isOpen || !onHover) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false)
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null
      if (target !== null && !button.current?.contains(target) && !panel.current?.contains(target)) setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [isOpen, onHover])
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        aria-label={rest["aria-label"]}
        className={className}
        onHoverStart={hoverIn}
        onHoverEnd={hoverOut}
        ref={button}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </Button>
      {/* Non-modal while menus open on hover: a modal underlay would cover the button and end its hover. */}
      <Popover placement={placement} className={styles.popover} isNonModal={onHover}>
        <div ref={panel} onPointerEnter={keepOpen} onPointerLeave={(event) => event.pointerType === "mouse" && hoverOut()}>
          <Menu className={styles.menu} disabledKeys={disabledKeys}>
            {/* Sections and items share one collection of keys: a section keyed like an item would hide items. */}
            {sections.map((section) => (
              <MenuSection key={`section:${section.id}`} id={`section:${section.id}`} className={styles.section}>
                {section.title ? <Header className={styles.header}>{section.title}</Header> : null}
                {section.items.map((item) => (
                  <MenuItem
                    key={item.id}
                    id={item.id}
                    textValue={item.textValue ?? (typeof item.label === "string" ? item.label : undefined)}
                    // A label that is not plain text (a name beside a dot) is read out as its textValue.
                    aria-label={typeof item.label === "string" ? undefined : item.textValue}
                    onAction={item.onAction}
                    href={item.href}
                    target={item.target}
                    rel={item.target === "_blank" ? "noopener noreferrer" : undefined}
                    className={styles.item}
                  >
                    <span className={styles.itemLabel}>{item.label}</span>
                    {item.endContent ? <span className={styles.endContent}>{item.endContent}</span> : null}
                  </MenuItem>
                ))}
              </MenuSection>
            ))}
          </Menu>
        </div>
      </Popover>
    </MenuTrigger>
  )
}
