// A guide in the video modal: its video when one is published, its text, and a link to the guide.
import type { Guide } from "@/shared/api"
import { Button, buttonClassName } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"
import { formatDuration } from "../model/questionnaire.ts"
import styles from "./Welcome.module.css"

export interface VideoViewProps {
  guide: Guide
  onClose: () => void
}

export function VideoView({ guide, onClose }: VideoViewProps) {
  const duration = formatDuration(guide.duration)
  return (
    <Dialog
      title={guide.name}
      footer={
        <>
          {guide.url !== null ? (
            <a className={buttonClassName("secondary")} href={guide.url} target="_blank" rel="noopener noreferrer">
              Open the guide
            </a>
          ) : null}
          <Button onPress={onClose}>Close</Button>
        </>
      }
    >
      {guide.video_url !== null ? (
        <video className={styles.video} src={guide.video_url} controls preload="metadata" aria-label={`${guide.name} video`}>
          Your browser cannot play this video.
        </video>
      ) : null}
      <p className={styles.lead}>{guide.summary}</p>
      {duration !== null ? <p className={styles.muted}>{guide.video_url !== null ? `Video: ${duration}` : `Reading time: ${duration}`}</p> : null}
      {guide.url === null && guide.video_url === null ? <p className={styles.muted}>The full guide is not published yet.</p> : null}
    </Dialog>
  )
}
