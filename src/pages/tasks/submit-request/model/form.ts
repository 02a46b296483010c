// The Submit a Request form: its values, the body they make (checked by the contract's TaskCreatePayload,
// in the server's words), and the one rule the contract cannot hold, a due date not in the past (the
// server judges it against its own clock).
import type { TaskCreatePayload, TaskPriority } from "@/shared/api"

export interface RequestForm {
  readonly title: string
  readonly description: string
  /** The chosen portal's id, "" while none is chosen. */
  readonly portal_id: string
  readonly priority: TaskPriority
  /** YYYY-MM-DD, or blank for none. */
  readonly due_date: string
  /** One link a line. */
  readonly attachments: string
}

export const EMPTY_FORM: RequestForm = { title: "", description: "", portal_id: "", priority: "normal", due_date: "", attachments: "" }

/** The server's words for a due date before today. */
export const DUE_DATE_PAST = "The due date may not be in the past."

export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")

/** The body the form sends: no portal chosen is 0, which the contract refuses as a missing portal. */
export const toPayload = (form: RequestForm): TaskCreatePayload => ({
  title: form.title.trim(),
  description: form.description.trim(),
  portal_id: form.portal_id === "" ? 0 : Number(form.portal_id),
  priority: form.priority,
  due_date: form.due_date.trim() === "" ? null : form.due_date.trim(),
  attachments: linesOf(form.attachments)
})

/** What the contract cannot check: a well-formed due date that is before `today` (YYYY-MM-DD). */
export const checkRequest = (form: RequestForm, today: string): Partial<Record<keyof RequestForm, string>> => {
  const due = form.due_date.trim()
  return /^\d{4}-\d{2}-\d{2}$/.test(due) && due < today ? { due_date: DUE_DATE_PAST } : {}
}
