// The building blocks of a drawer's list body: the column, its toolbar, a headed section, the list itself
// and its loading, empty and failure states. Drawers compose these so they share one look.
import type { ReactNode } from "react"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"

import styles from "./ListPanel.module.css"

export function ListPanel({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>
}

export interface ListToolbarProps {
  children: ReactNode
  /** Names the toolbar as a group for assistive technology. */
  label?: string
  align?: "start" | "end"
}

export function ListToolbar({ children, label, align = "start" }: ListToolbarProps) {
  return (
    <div className={styles.toolbar} data-align={align} {...(label === undefined ? {} : { role: "group", "aria-label": label })}>
      {children}
    </div>
  )
}

export function ListSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      {children}
    </section>
  )
}

export function ListItems({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.items} aria-label={label}>
      {children}
    </ul>
  )
}

export function ListLoading({ label }: { label: string }) {
  return <Spinner size="lg" label={label} className={styles.spinner} />
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>
}

export interface ListErrorProps {
  title: string
  message: string
  onRetry: () => void
}

export function ListError({ title, message, onRetry }: ListErrorProps) {
  return (
    <Alert type="danger" title={title}>
      <p className={styles.errorText}>{message}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        Retry
      </Button>
    </Alert>
  )
}
