// Shown after a 400 answer (spec 1 section 8).
import { Link } from "@tanstack/react-router"
import styles from "./BadRequestPage.module.css"

export function BadRequestPage() {
  return (
    <main className={styles.page}>
      <p className={styles.status}>400</p>
      <h1>Bad request.</h1>
      <Link to="/" className={styles.home}>
        Back to home
      </Link>
    </main>
  )
}
