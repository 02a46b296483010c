// The top bar shared by the logged-in, guest and editor screens: a sticky header holding one named
// nav with the brand link first, a start area beside it and an end area pushed to the right.
import { Link as RouterLink } from "@tanstack/react-router"
import type { ReactNode } from "react"

import styles from "./Navbar.module.css"

export interface NavbarProps {
  /** The nav landmark's accessible name ("Main", "Editor"). */
  label: string
  /** Where the brand leads: an app route, so it navigates without reloading the page. */
  brandHref: string
  brandLabel: string
  /** Beside the brand (the editor's portal switcher and drawer entries). */
  start?: ReactNode
  /** Pushed to the right edge (links, the user menu). */
  end?: ReactNode
  /** Span the whole window and wrap, for the editor's many entries, instead of the page's centred width. */
  fluid?: boolean
}

export function Navbar({ label, brandHref, brandLabel, start, end, fluid = false }: NavbarProps) {
  return (
    <header className={styles.bar}>
      <nav className={fluid ? styles.fluid : styles.nav} aria-label={label}>
        <RouterLink to={brandHref} className={styles.brand}>
          {brandLabel}
        </RouterLink>
        {start}
        {/* A fluid bar's start grows to the end itself (the editor bar measures that room for its entries): a
            spacer beside it would take half of it. */}
        {fluid ? null : <span className={styles.spacer} />}
        {end}
      </nav>
    </header>
  )
}
