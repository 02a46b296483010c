// /tasks/submit-request: title, description, portal (the agency's), priority, due date and links.
// The server has the last word (the open-request limit, dates); its message shows above the form.
import { useNavigate } from "@tanstack/react-router"
import { Exit } from "effect"
import { useAtomValue } from "jotai"
import { type FormEvent, useState } from "react"
import { Link } from "react-aria-components"

import { portalQueries } from "@/entities/portal"
import { currentUserAtom, requesterAgency } from "@/entities/session"
import { submitTask, taskKeys } from "@/entities/task"
import { failureOf, TASK_PRIORITY_LABELS, type TaskPriority, useApiAction, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button, buttonClassName } from "@/shared/ui/button"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { EMPTY_FORM, type RequestForm, type RequestFormErrors, toPayload, validateRequest } from "../model/form.ts"
import styles from "./SubmitRequestPage.module.css"
import { TextAreaField } from "./TextAreaField.tsx"

const PRIORITIES = (Object.keys(TASK_PRIORITY_LABELS) as ReadonlyArray<TaskPriority>).map((id) => ({ id, label: TASK_PRIORITY_LABELS[id] }))

export const SUBMIT_REQUEST = "Submit Request"

const today = () => new Date().toISOString().slice(0, 10)

export function SubmitRequestPage() {
  const user = useAtomValue(currentUserAtom)
  const agency = requesterAgency(user)
  const portals = useApiQuery(portalQueries.switcher("member"))
  const [form, setForm] = useState<RequestForm>(EMPTY_FORM)
  const [errors, setErrors] = useState<RequestFormErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  // A new request joins the requester's lists.
  const { run, isPending } = useApiAction({ invalidates: [taskKeys.lists()] })
  const navigate = useNavigate()
  const set =
    <K extends keyof RequestForm>(key: K) =>
    (value: RequestForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }))

  const portalItems =
    portals.status === "success"
      ? portals.data.filter((portal) => portal.agency?.id === agency?.id).map((portal) => ({ id: String(portal.id), label: portal.name }))
      : []

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateRequest(form, today())
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setFailure(null)
    const exit = await run(submitTask(toPayload(form)))
    if (Exit.isSuccess(exit)) {
      void navigate({ to: "/tasks/$task", params: { task: exit.value.id } })
      return
    }
    const error = failureOf(exit.cause)
    if (error._tag === "Some") setFailure(error.value.message)
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Submit a Request</h1>
      {failure === null ? null : (
        <Alert type="danger" title="The request was not submitted.">
          {failure}
        </Alert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Submit a Request">
        <TextField
          label="Title"
          value={form.title}
          onChange={set("title")}
          isRequired
          autoFocus
          maxLength={150}
          errorMessage={errors.title}
        />
        <TextAreaField
          label="Description"
          value={form.description}
          onChange={set("description")}
          isRequired
          errorMessage={errors.description}
          description="What should we do, and where? The more detail, the faster we can start."
        />
        <SelectField
          label="Portal"
          items={portalItems}
          selectedKey={form.portalId}
          onSelectionChange={set("portalId")}
          placeholder={portals.status === "loading" ? "Loading portals…" : "Choose a portal"}
          // Opened while the portals load, the list was empty and stayed shut when they came.
          isDisabled={portals.status === "loading"}
          isRequired
          errorMessage={errors.portal ?? (portals.status === "failure" ? portals.error.message : undefined)}
          emptyMessage="Your agency has no portals yet."
        />
        <SelectField label="Priority" items={PRIORITIES} selectedKey={form.priority} onSelectionChange={set("priority")} />
        <TextField
          label="Due date"
          value={form.dueDate}
          onChange={set("dueDate")}
          placeholder="YYYY-MM-DD"
          description="Optional."
          errorMessage={errors.dueDate}
        />
        <TextAreaField
          label="Attachments"
          value={form.attachments}
          onChange={set("attachments")}
          errorMessage={errors.attachments}
          description="Links to files or pages (http or https), one a line, at most 10."
        />
        <div className={styles.actions}>
          <Link href="/tasks" className={buttonClassName("secondary")}>
            Cancel
          </Link>
          <Button type="submit" isPending={isPending}>
            {SUBMIT_REQUEST}
          </Button>
        </div>
      </form>
    </main>
  )
}
