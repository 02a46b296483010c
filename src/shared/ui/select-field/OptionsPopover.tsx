// The popover list of a Select or a ComboBox, with the project's option styles: SelectField uses it, and
// a combo box (e.g. an agency search) can too, so both lists look and behave alike.
import type { ReactElement, ReactNode } from "react"
import { ListBox, ListBoxItem, Popover } from "react-aria-components"

import styles from "./SelectField.module.css"

export interface OptionsPopoverProps<T extends object> {
  /** The options; a ComboBox passes its own items, so it may leave this out. */
  items?: Iterable<T>
  children: (item: T) => ReactElement
  /** Shown in the open list when it has no options (a ComboBox with allowsEmptyCollection). */
  renderEmptyState?: () => ReactNode
}

export function OptionsPopover<T extends object>({ items, children, renderEmptyState }: OptionsPopoverProps<T>) {
  return (
    <Popover className={styles.popover}>
      {/* Left out rather than undefined: inside a ComboBox the list takes the combo box's items. */}
      <ListBox
        className={styles.listBox}
        {...(items === undefined ? {} : { items })}
        {...(renderEmptyState === undefined ? {} : { renderEmptyState })}
      >
        {children}
      </ListBox>
    </Popover>
  )
}

export interface OptionItemProps {
  id: string | number
  /** Its type-ahead and accessible text. */
  textValue: string
  children: ReactNode
}

export function OptionItem({ id, textValue, children }: OptionItemProps) {
  return (
    <ListBoxItem id={id} textValue={textValue} className={styles.option}>
      {children}
    </ListBoxItem>
  )
}

/** The text of an empty list, styled like an option. */
export function EmptyOptions({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>
}
