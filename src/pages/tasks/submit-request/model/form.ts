// The Submit a Request form: its fields, what the browser checks before sending, and the payload.
import { TASK_ATTACHMENT_LIMIT, type TaskCreatePayload, type TaskPriority } from "@/shared/api"

export interface RequestForm {
  readonly title: string
  readonly description: string
  readonly portalId: string | null
  readonly priority: TaskPriority
  readonly dueDate: string
  /** One link a line. */
  readonly attachments: string
}

export type RequestFormErrors = Partial<Record<"title" | "description" | "portal" | "dueDate" | "attachments", string>>

export const EMPTY_FORM: RequestForm = { title: "", description: "", portalId: null, priority: "normal", dueDate: "", attachments: "" }

export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")

export const validateRequest = (form: RequestForm, today: string): RequestFormErrors => {
  const errors: Record<string, string> = {}
  if (form.title.trim() === "") errors["title"] = "The title field is required."
  if (form.description.trim() === "") errors["description"] = "The description field is required."
  if (form.portalId === null) errors["portal"] = "Choose the portal this request is about."
  const due = form.dueDate.trim()
  if (due !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(due)) errors["dueDate"] = "The due date must be a date (YYYY-MM-DD)."
  else if (due !== "" && due < today) errors["dueDate"] = "The due date may not be in the past."
  const links = linesOf(form.attachments)
  if (links.length > TASK_ATTACHMENT_LIMIT) errors["attachments"] = `A request may have at most ${TASK_ATTACHMENT_LIMIT} attachments.`
  else if (links.some((link) => !/^https?:\/\/\S+$/i.test(link))) errors["attachments"] = "Each attachment must be an http(s) link."
  return errors
}

export const toPayload = (form: RequestForm): TaskCreatePayload => ({
  title: form.title.trim(),
  description: form.description.trim(),
  portal_id: Number(form.portalId),
  priority: form.priority,
  due_date: form.dueDate.trim() === "" ? null : form.dueDate.trim(),
  attachments: linesOf(form.attachments)
})
