// /tasks/$task: one request for its agency (status, details, attachments, history), the comment
// thread with a composer, and Cancel request while it is open. When support changes a request the
// requester's browser gets a realtime ping; the page then reads the request again in place, keeping
// whatever is typed in the composer.
import { Effect, Exit, Fiber } from "effect"
import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { Link } from "react-aria-components"
import { commentOnTask, readTask, TaskSummary, TaskThread, updateTask } from "@/entities/task"
import { failureOf, OPEN_TASK_STATUSES, type TaskDetail, useApiAction, useApiQuery, useRuntime } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"
import { notificationsPingAtom } from "@/widgets/notifications-panel"
import styles from "./TaskDetailPage.module.css"

export const CANCEL_REQUEST = "Cancel request"

export function TaskDetailPage({ taskId }: { taskId: number }) {
  const query = useApiQuery(`task-${taskId}`, readTask(taskId))
  const [fresh, setFresh] = useState<TaskDetail | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [actionError, setActionError] = useState<string | null>(null)
  const { run, isPending } = useApiAction()
  useQuietRefresh(taskId, setFresh)

  if (query.status === "loading") return <main className={styles.page}><Spinner size="lg" label="Loading the request" /></main>
  if (query.status === "failure") {
    return <main className={styles.page}><ListError title="The request could not be loaded." message={query.error.message} onRetry={query.reload} /></main>
  }
  const task = fresh?.id === taskId ? fresh : query.data
  const open = OPEN_TASK_STATUSES.includes(task.status)

  const cancel = async () => {
    const exit = await run(updateTask(taskId, { status: "cancelled" }))
    setConfirming(false)
    if (Exit.isSuccess(exit)) return setFresh(exit.value)
    const error = failureOf(exit.cause)
    if (error._tag === "Some") setActionError(error.value.message)
  }

  const send = async (body: string) => {
    const exit = await run(commentOnTask(taskId, body))
    if (Exit.isSuccess(exit)) {
      setFresh(exit.value)
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
      {actionError === null ? null : <Alert type="danger" onClose={() => setActionError(null)}>{actionError}</Alert>}
      <TaskSummary
        task={task}
        actions={open ? (
          <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
            {CANCEL_REQUEST}
          </Button>
        ) : null}
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

/** On each notification ping, reads the request again without a loading state; a failed read changes nothing. */
function useQuietRefresh(taskId: number, onRead: (task: TaskDetail) => void) {
  const ping = useAtomValue(notificationsPingAtom)
  const runtime = useRuntime()
  const [seen] = useState(ping)
  useEffect(() => {
    if (ping === seen) return
    const fiber = runtime.runFork(readTask(taskId))
    fiber.addObserver((exit) => {
      if (Exit.isSuccess(exit)) onRead(exit.value)
    })
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
    }
  }, [ping, seen, runtime, taskId, onRead])
}
