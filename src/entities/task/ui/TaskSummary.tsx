// A request's card: title and status, the facts (agency, portal, priority, due date, people), the
// description, attachments as links and the status history.
import type { ReactNode } from "react"

import { isHttpUrl, TASK_PRIORITY_LABELS, type TaskDetail } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"

import { describeEvent } from "../lib/history.ts"
import styles from "./Task.module.css"
import { TaskStatusBadge } from "./TaskStatusBadge.tsx"

export interface TaskSummaryProps {
  task: TaskDetail
  /** Shown at the end of the header (Cancel request, Assign to me, the status select). */
  actions?: ReactNode
  /** Support sees which agency asked. */
  showAgency?: boolean
}

export function TaskSummary({ task, actions, showAgency = false }: TaskSummaryProps) {
  return (
    <article className={styles.card} aria-labelledby={`task-${task.id}-title`}>
      <div className={styles.header}>
        <h1 id={`task-${task.id}-title`} className={styles.title}>
          {task.title}
        </h1>
        <TaskStatusBadge status={task.status} />
        {actions}
      </div>
      <dl className={styles.facts}>
        {showAgency ? (
          <>
            <dt>Agency</dt>
            <dd>{task.agency.name}</dd>
          </>
        ) : null}
        <dt>Portal</dt>
        <dd>{task.portal?.name ?? "---"}</dd>
        <dt>Priority</dt>
        <dd>{TASK_PRIORITY_LABELS[task.priority]}</dd>
        <dt>Due date</dt>
        <dd>{task.due_date ?? "None"}</dd>
        <dt>Requested by</dt>
        <dd>
          {task.requester?.name ?? "---"} on {formatDate(task.created_at, "detailed")}
        </dd>
        <dt>Assigned to</dt>
        <dd>{task.assignee?.name ?? "Nobody yet"}</dd>
      </dl>
      <section aria-label="Description">
        <p className={styles.description}>{task.description}</p>
      </section>
      <section aria-label="Attachments">
        <h2 className={styles.label}>Attachments</h2>
        {task.attachments.length === 0 ? (
          <p>No attachments.</p>
        ) : (
          <ul className={styles.list}>
            {task.attachments.map((link) => (
              <li key={link}>
                {isHttpUrl(link) ? (
                  <a href={link} target="_blank" rel="noreferrer noopener">
                    {link}
                  </a>
                ) : (
                  link
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="History">
        <h2 className={styles.label}>History</h2>
        <ol className={styles.list}>
          {task.events.map((event) => (
            <li key={event.id}>
              {describeEvent(event)} <span className={styles.meta}>{formatDate(event.created_at, "detailed")}</span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
