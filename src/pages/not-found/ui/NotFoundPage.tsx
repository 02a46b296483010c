// Any route the app does not know.
import { Link } from "@tanstack/react-router"
import styles from "./NotFoundPage.module.css"

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.status}>404</p>
      <h1>This page could not be found.</h1>
      <Link to="/" className={styles.home}>
        Back to home
      </Link>
    </main>
  )
}
