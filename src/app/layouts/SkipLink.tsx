// The first focus stop on every page: 'Skip to content' moves focus past the bars (11 stops in the
// editor) to the page's main landmark.
import type { MouseEvent } from "react"

import { focusMain } from "./focusMain.ts"
import styles from "./SkipLink.module.css"

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    focusMain(document, { preferHeading: false })
  }
  return (
    <a href="#main-content" className={styles.skip} onClick={skip}>
      Skip to content
    </a>
  )
}
