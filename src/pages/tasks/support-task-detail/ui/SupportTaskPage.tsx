// /admin/tasks/$task: support's view of one request: Assign to me / Unassign, the status select and
// the comment thread. Each change notifies the requester (the server does that).
import { Effect, Exit } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"
import { Link } from "react-aria-components"

import { currentUserAtom } from "@/entities/session"
import { commentAsSupport, taskKeys, taskQueries, TaskSummary, TaskThread, updateSupportTask } from "@/entities/task"
import {
  type ApiClient,
  type ApiError,
  failureOf,
  TASK_STATUS_LABELS,
  type TaskDetail,
  type TaskStatus,
  useApiAction,
  useApiQuery
} from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListError } from "@/shared/ui/list-panel"
import { SelectField } from "@/shared/ui/select-field"
import { Spinner } from "@/shared/ui/spinner"

import styles from "./SupportTaskPage.module.css"

const STATUS_ITEMS = (Object.keys(TASK_STATUS_LABELS) as ReadonlyArray<TaskStatus>).map((id) => ({ id, label: TASK_STATUS_LABELS[id] }))

export const ASSIGN_TO_ME = "Assign to me"
export const UNASSIGN = "Unassign"

export function SupportTaskPage({ taskId }: { taskId: number }) {
  const user = useAtomValue(currentUserAtom)
  const query = useApiQuery(taskQueries.support(taskId))
  const [fresh, setFresh] = useState<TaskDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The answer is the request as it now is (shown from `fresh`); the lists and their counts change with it.
  const { run, isPending } = useApiAction({ invalidates: [taskKeys.lists()] })

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
  const task = fresh?.id === taskId ? fresh : query.data
  const mine = task.assignee !== null && task.assignee.id === user?.id

  /** Runs a change; answers the failure's message, or null once the page shows the new state. */
  const change = async (effect: Effect.Effect<TaskDetail, ApiError, ApiClient>) => {
    const exit = await run(effect)
    if (Exit.isSuccess(exit)) {
      setFresh(exit.value)
      setError(null)
      return null
    }
    const failure = failureOf(exit.cause)
    const message = failure._tag === "Some" ? failure.value.message : "The change was not saved."
    return message
  }
  const update = (payload: Parameters<typeof updateSupportTask>[1]) => void change(updateSupportTask(taskId, payload)).then(setError)

  return (
    <main className={styles.page}>
      <Link href="/admin/tasks" className={styles.back}>
        ← All requests
      </Link>
      {error === null ? null : (
        <Alert type="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <TaskSummary
        task={task}
        showAgency
        actions={
          <div className={styles.controls}>
            <Button variant="secondary" size="sm" isPending={isPending} onPress={() => update({ assignee: mine ? null : "me" })}>
              {mine ? UNASSIGN : ASSIGN_TO_ME}
            </Button>
            <SelectField
              label="Status"
              items={STATUS_ITEMS}
              selectedKey={task.status}
              isDisabled={isPending}
              onSelectionChange={(status) => update({ status })}
            />
          </div>
        }
      />
      <TaskThread comments={task.comments} onSend={(body) => change(commentAsSupport(taskId, body))} isSending={isPending} />
    </main>
  )
}
