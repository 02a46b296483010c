// A navigation that failed: its status code and message (defaults 500 and 'Error').
import { Link } from "@tanstack/react-router"
import styles from "./ErrorPage.module.css"

export interface ErrorPageProps {
  status?: number
  message?: string
}

export function ErrorPage({ status = 500, message = "Error" }: ErrorPageProps) {
  return (
    <main className={styles.page}>
      <p className={styles.status}>{status}</p>
      <h1>{message}</h1>
      {status === 404 ? (
        <Link to="/" className={styles.home}>
          Back to home
        </Link>
      ) : null}
    </main>
  )
}
