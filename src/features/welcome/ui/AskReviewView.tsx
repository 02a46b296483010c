// The review request: stars 1..5 and an optional comment, or 'Maybe later' / 'No thanks'.
import { Label, Radio, RadioGroup, TextArea, TextField } from "react-aria-components"

import { REVIEW_COMMENT_MAX } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"

import styles from "./Welcome.module.css"

export const ASK_REVIEW_TITLE = "Enjoying Portal Builder?"
export const ASK_REVIEW_LEAD = "Your agency has been building with us for a while now. How would you rate your experience?"
const STARS = [1, 2, 3, 4, 5] as const

export interface AskReviewViewProps {
  rating: number | null
  onRatingChange: (rating: number) => void
  comment: string
  onCommentChange: (comment: string) => void
  pending: "rated" | "later" | "never" | null
  error: string | null
  onSend: () => void
  onLater: () => void
  onNever: () => void
}

export function AskReviewView(props: AskReviewViewProps) {
  const busy = props.pending !== null
  return (
    <Dialog
      title={ASK_REVIEW_TITLE}
      footer={
        <>
          <Button
            variant="ghost"
            onPress={props.onNever}
            isPending={props.pending === "never"}
            isDisabled={busy && props.pending !== "never"}
          >
            No thanks
          </Button>
          <Button
            variant="secondary"
            onPress={props.onLater}
            isPending={props.pending === "later"}
            isDisabled={busy && props.pending !== "later"}
          >
            Maybe later
          </Button>
          <Button
            onPress={props.onSend}
            isPending={props.pending === "rated"}
            isDisabled={props.rating === null || (busy && props.pending !== "rated")}
          >
            Send review
          </Button>
        </>
      }
    >
      <p className={styles.lead}>{ASK_REVIEW_LEAD}</p>
      <div className={styles.form}>
        <RadioGroup
          className={styles.question}
          orientation="horizontal"
          value={props.rating === null ? null : String(props.rating)}
          onChange={(value) => props.onRatingChange(Number(value))}
        >
          <Label className={styles.questionLabel}>Your rating</Label>
          <div className={styles.stars}>
            {STARS.map((star) => (
              <Radio
                key={star}
                value={String(star)}
                aria-label={star === 1 ? "1 star" : `${star} stars`}
                className={styles.star}
                data-filled={props.rating !== null && star <= props.rating ? true : undefined}
              >
                <span aria-hidden="true">★</span>
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <TextField className={styles.comment} value={props.comment} onChange={props.onCommentChange} maxLength={REVIEW_COMMENT_MAX}>
          <Label className={styles.questionLabel}>Tell us more (optional)</Label>
          <TextArea className={styles.textarea} />
        </TextField>
        {props.error !== null ? (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
