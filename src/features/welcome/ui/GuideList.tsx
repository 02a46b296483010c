// The published guides, each opening the video modal; loading, empty and error states.
import type { Guide } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"

import { formatDuration } from "../model/questionnaire.ts"
import styles from "./Welcome.module.css"

export type GuidesState =
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: ReadonlyArray<Guide> }
  | { readonly status: "failure"; readonly message: string }

export interface GuideListProps {
  guides: GuidesState
  onOpenGuide: (guide: Guide) => void
}

export function GuideList({ guides, onOpenGuide }: GuideListProps) {
  if (guides.status === "loading") {
    return (
      <div className={styles.status}>
        <Spinner label="Loading guides" />
      </div>
    )
  }
  if (guides.status === "failure") return <p className={styles.error}>{guides.message}</p>
  if (guides.data.length === 0) return <p className={styles.muted}>No guides have been published yet.</p>
  return (
    <ul className={styles.guides} aria-label="Guides">
      {guides.data.map((guide) => {
        const duration = formatDuration(guide.duration)
        return (
          <li key={guide.id} className={styles.guide}>
            <span className={styles.guideText}>
              <strong>{guide.name}</strong>
              {duration !== null ? <span className={styles.muted}>{duration}</span> : null}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => onOpenGuide(guide)}
              aria-label={`${guide.video_url !== null ? "Watch" : "Open"} ${guide.name}`}
            >
              {guide.video_url !== null ? "Watch" : "Open"}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
