// A guide in the video modal: its video when one is published, its text and steps, and a link to the
// full guide (or, for the help guide without a support site, a mail to the support team).
import type { Guide } from "@/shared/api"
import { Button, buttonClassName } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"

import { formatDuration } from "../model/questionnaire.ts"
import styles from "./Welcome.module.css"

export interface VideoViewProps {
  guide: Guide
  onClose: () => void
}

/** The footer's link: a mail to support reads as one. */
const guideLinkLabel = (url: string) => (url.startsWith("mailto:") ? "Write to support" : "Open the guide")

export function VideoView({ guide, onClose }: VideoViewProps) {
  const duration = formatDuration(guide.duration)
  const isMail = guide.url?.startsWith("mailto:") ?? false
  return (
    <Dialog
      title={guide.name}
      footer={
        <>
          {guide.url !== null ? (
            <a
              className={buttonClassName("secondary")}
              href={guide.url}
              {...(isMail ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              {guideLinkLabel(guide.url)}
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
      {guide.steps.length > 0 ? (
        <ol className={styles.steps} aria-label={`${guide.name}: steps`}>
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {duration !== null ? (
        <p className={styles.muted}>{guide.video_url !== null ? `Video: ${duration}` : `Reading time: ${duration}`}</p>
      ) : null}
    </Dialog>
  )
}
