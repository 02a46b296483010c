// A page that is one centred card under a heading (log in, password reset): the heading names the card.
import { type ReactNode, useId } from "react"

import styles from "./CardPage.module.css"

export interface CardPageProps {
  title: string
  /** A muted line under the heading. */
  intro?: ReactNode
  children: ReactNode
  /** Links under the card's content ("Forgot password?", "Back to log in"). */
  footer?: ReactNode
}

export function CardPage({ title, intro, children, footer }: CardPageProps) {
  const titleId = useId()
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {intro !== undefined ? <p className={styles.intro}>{intro}</p> : null}
        {children}
        {footer !== undefined ? <p className={styles.links}>{footer}</p> : null}
      </section>
    </main>
  )
}
