// A whole-page message under a large status code (400, 404, a failed navigation), with an optional way on.
import type { ReactNode } from "react"

import styles from "./MessagePage.module.css"

export interface MessagePageProps {
  status: number
  message: string
  /** Shown under the message, e.g. a link back to the home page. */
  children?: ReactNode
}

export function MessagePage({ status, message, children }: MessagePageProps) {
  return (
    <main className={styles.page}>
      <p className={styles.status}>{status}</p>
      <h1>{message}</h1>
      {children}
    </main>
  )
}
