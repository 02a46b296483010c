// One line of a request's status history, in words.
import { TASK_STATUS_LABELS, type TaskEvent } from "@/shared/api"

export const describeEvent = (event: TaskEvent): string => {
  const who = event.author?.name ?? "Someone"
  switch (event.event) {
    case "created":
      return `${who} submitted the request.`
    case "assigned":
      return `${who} took the request.`
    case "unassigned":
      return `${who} released the request.`
    case "edited":
      return `${who} edited the request.`
    case "status":
      return `${who} changed the status to ${event.to_status === null ? "?" : TASK_STATUS_LABELS[event.to_status]}.`
  }
}
