// /tasks/$task: one request for its agency (status, details, attachments, history), the comment
// thread with a composer, and Cancel request while it is open. When support changes a request the
// requester's browser gets a realtime notification.created, which invalidates the cached requests: the page reads it again
// in place, keeping whatever is typed in the composer.
import { Exit } from "effect"
import { useState } from "react"
import { Link } from "react-aria-components"

import { commentOnTask, taskKeys, taskQueries, TaskSummary, TaskThread, updateTask } from "@/entities/task"
import { failureOf, OPEN_TASK_STATUSES, useApiAction, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"

import styles from "./TaskDetailPage.module.css"

export const CANCEL_REQUEST = "Cancel request"

export function TaskDetailPage({ taskId }: { taskId: number }) {
  const query = useApiQuery(taskQueries.mine(taskId))
  const [confirming, setConfirming] = useState(false)
  const [actionError, setActionError] = useState<string | null>(null)
  // The answer replaces the request on screen; the request lists are read again.
  const { run, isPending } = useApiAction({ invalidates: [taskKeys.lists()] })
  const { setData } = query

  if (query.status === "loading")
    return (
      <main className={styles.page}>
        <Spinner size="lg" label="Loading the request" />
      </main>
    )
  if (query.status === "failure") {
    return (
      <main className={styles.page}>
        <ListError title="The request could not be loaded." message={query.error.message} onRetry={query.reload} />
      </main>
    )
  }
  const task = query.data
  const open = OPEN_TASK_STATUSES.includes(task.status)

  const cancel = async () => {
    const exit = await run(updateTask(taskId, { status: "cancelled" }))
    setConfirming(false)
    if (Exit.isSuccess(exit)) return setData(() => exit.value)
    const error = failureOf(exit.cause)
    if (error._tag === "Some") setActionError(error.value.message)
  }

  const send = async (body: string) => {
    const exit = await run(commentOnTask(taskId, body))
    if (Exit.isSuccess(exit)) {
      setData(() => exit.value)
      return null
    }
    const error = failureOf(exit.cause)
    return error._tag === "Some" ? error.value.message : "The comment was not sent."
  }

  return (
    <main className={styles.page}>
      <Link href="/tasks" className={styles.back}>
        ← All requests
      </Link>
      {actionError === null ? null : (
        <Alert type="danger" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <TaskSummary
        task={task}
        actions={
          open ? (
            <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
              {CANCEL_REQUEST}
            </Button>
          ) : null
        }
      />
      <TaskThread comments={task.comments} onSend={send} isSending={isPending && !confirming} isReadOnly={task.status === "cancelled"} />
      <ConfirmDialog
        isOpen={confirming}
        title="Are you sure?"
        text="The request will be cancelled and support will stop working on it."
        confirmLabel="Yes, cancel it!"
        cancelLabel="No, keep it"
        tone="danger"
        isPending={isPending}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  )
}
