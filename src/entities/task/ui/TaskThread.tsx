// A request's comments, oldest first, and a composer that posts one (Ctrl/Cmd+Enter sends too).
import { useState } from "react"
import { Form, Label, TextArea, TextField } from "react-aria-components"

import type { TaskComment } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { Button } from "@/shared/ui/button"

import styles from "./Task.module.css"

export interface TaskThreadProps {
  comments: ReadonlyArray<TaskComment>
  /** Posts the comment; answers an error message to show, or null when it was posted. */
  onSend: (body: string) => Promise<string | null>
  isSending?: boolean
  /** No composer (e.g. a closed request). */
  isReadOnly?: boolean
}

export function TaskThread({ comments, onSend, isSending = false, isReadOnly = false }: TaskThreadProps) {
  const [body, setBody] = useState("")
  const [error, setError] = useState<string | null>(null)

  const send = async () => {
    if (body.trim() === "") return setError("Write a comment first.")
    const failure = await onSend(body)
    setError(failure)
    if (failure === null) setBody("")
  }

  return (
    <section className={styles.thread} aria-label="Comments">
      <h2 className={styles.label}>Comments</h2>
      {comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ul className={styles.comments}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment} data-support={comment.from_support}>
              <p className={styles.meta}>
                {comment.author?.name ?? "Someone"}
                {comment.from_support ? " (Support)" : ""} · {formatDate(comment.created_at, "detailed")}
              </p>
              <p className={styles.body}>{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      {isReadOnly ? null : (
        <Form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <TextField value={body} onChange={setBody} className={styles.composer} isInvalid={error !== null} validationBehavior="aria">
            <Label className={styles.label}>Add a comment</Label>
            <TextArea
              className={styles.textarea}
              onKeyDown={(event) => {
                if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send()
              }}
            />
          </TextField>
          {error === null ? null : (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" isPending={isSending}>
              Send
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
