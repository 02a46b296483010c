// A request's comments, oldest first, and a composer that posts one (Ctrl/Cmd+Enter sends too). The
// composer is checked by the contract's comment body, so an empty comment gets the server's own words.
import { useStore } from "@tanstack/react-form"
import { Label, TextArea, TextField } from "react-aria-components"

import { CommentPayload, type TaskComment } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { Button } from "@/shared/ui/button"
import { firstError, useContractForm } from "@/shared/ui/form"

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
      {isReadOnly ? null : <Composer onSend={onSend} isSending={isSending} />}
    </section>
  )
}

function Composer({ onSend, isSending }: Pick<TaskThreadProps, "onSend"> & { isSending: boolean }) {
  const form = useContractForm({
    defaultValues: { body: "" },
    schema: CommentPayload,
    onSubmit: async (values, formApi) => {
      const failure = await onSend(values.body)
      if (failure === null) return formApi.reset()
      // Whatever stopped the comment (its length, a closed request) is said beside the box, as before.
      formApi.setErrorMap({ onDynamic: { fields: { body: failure } } })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="body">
        {(field) => {
          const error = firstError(field.state.meta.errors)
          return (
            <>
              <TextField
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                className={styles.composer}
                isInvalid={error !== undefined}
                validationBehavior="aria"
              >
                <Label className={styles.label}>Add a comment</Label>
                <TextArea
                  className={styles.textarea}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void form.handleSubmit()
                  }}
                />
              </TextField>
              {error === undefined ? null : (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              )}
            </>
          )
        }}
      </form.Field>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSending || isSubmitting}>
          Send
        </Button>
      </div>
    </form>
  )
}
