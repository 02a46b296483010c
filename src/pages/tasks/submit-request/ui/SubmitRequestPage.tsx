// /tasks/submit-request: title, description, portal (the agency's), priority, due date and links, checked
// by the contract's create body in the server's words. The server has the last word (the open-request
// limit, dates): a refusal naming a field shows beside it, any other above the form.
import { useStore } from "@tanstack/react-form"
import { useNavigate } from "@tanstack/react-router"
import { Exit } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"
import { Link } from "react-aria-components"

import { portalQueries } from "@/entities/portal"
import { currentUserAtom, requesterAgency } from "@/entities/session"
import { submitTask, taskKeys } from "@/entities/task"
import { failureOf, TASK_PRIORITY_LABELS, TaskCreatePayload, type TaskPriority, useApiAction, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button, buttonClassName } from "@/shared/ui/button"
import { firstError, showServerFaults, useContractForm } from "@/shared/ui/form"
import { SelectField } from "@/shared/ui/select-field"

import { checkRequest, EMPTY_FORM, type RequestForm, toPayload } from "../model/form.ts"
import styles from "./SubmitRequestPage.module.css"
import { TextAreaField } from "./TextAreaField.tsx"

const PRIORITIES = (Object.keys(TASK_PRIORITY_LABELS) as ReadonlyArray<TaskPriority>).map((id) => ({ id, label: TASK_PRIORITY_LABELS[id] }))

export const SUBMIT_REQUEST = "Submit Request"

const today = () => new Date().toISOString().slice(0, 10)

export function SubmitRequestPage() {
  const user = useAtomValue(currentUserAtom)
  const agency = requesterAgency(user)
  const portals = useApiQuery(portalQueries.switcher("member"))
  const [failure, setFailure] = useState<string | null>(null)
  // A new request joins the requester's lists.
  const { run, isPending } = useApiAction({ invalidates: [taskKeys.lists()] })
  const navigate = useNavigate()
  const form = useContractForm<RequestForm>({
    defaultValues: EMPTY_FORM,
    schema: TaskCreatePayload,
    toBody: toPayload,
    check: (values) => checkRequest(values, today()),
    onSubmit: async (values, formApi) => {
      setFailure(null)
      const exit = await run(submitTask(toPayload(values)))
      if (Exit.isSuccess(exit)) {
        void navigate({ to: "/tasks/$task", params: { task: exit.value.id } })
        return
      }
      const error = failureOf(exit.cause)
      if (error._tag === "Some" && !showServerFaults(formApi, error.value)) setFailure(error.value.message)
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  const portalItems =
    portals.status === "success"
      ? portals.data.filter((portal) => portal.agency?.id === agency?.id).map((portal) => ({ id: String(portal.id), label: portal.name }))
      : []

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Submit a Request</h1>
      {failure === null ? null : (
        <Alert type="danger" title="The request was not submitted.">
          {failure}
        </Alert>
      )}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
        noValidate
        aria-label="Submit a Request"
      >
        <form.AppField name="title">{(field) => <field.TextField label="Title" isRequired autoFocus maxLength={150} />}</form.AppField>
        <form.Field name="description">
          {(field) => (
            <TextAreaField
              label="Description"
              value={field.state.value}
              onChange={field.handleChange}
              isRequired
              errorMessage={firstError(field.state.meta.errors)}
              description="What should we do, and where? The more detail, the faster we can start."
            />
          )}
        </form.Field>
        <form.Field name="portal_id">
          {(field) => (
            <SelectField
              label="Portal"
              items={portalItems}
              selectedKey={field.state.value === "" ? null : field.state.value}
              onSelectionChange={field.handleChange}
              placeholder={portals.status === "loading" ? "Loading portals…" : "Choose a portal"}
              // Opened while the portals load, the list was empty and stayed shut when they came.
              isDisabled={portals.status === "loading"}
              isRequired
              errorMessage={firstError(field.state.meta.errors) ?? (portals.status === "failure" ? portals.error.message : undefined)}
              emptyMessage="Your agency has no portals yet."
            />
          )}
        </form.Field>
        <form.AppField name="priority">{(field) => <field.SelectField label="Priority" items={PRIORITIES} />}</form.AppField>
        <form.AppField name="due_date">
          {(field) => <field.TextField label="Due date" placeholder="YYYY-MM-DD" description="Optional." />}
        </form.AppField>
        <form.Field name="attachments">
          {(field) => (
            <TextAreaField
              label="Attachments"
              value={field.state.value}
              onChange={field.handleChange}
              errorMessage={firstError(field.state.meta.errors)}
              description="Links to files or pages (http or https), one a line, at most 10."
            />
          )}
        </form.Field>
        <div className={styles.actions}>
          <Link href="/tasks" className={buttonClassName("secondary")}>
            Cancel
          </Link>
          <Button type="submit" isPending={isPending || isSubmitting}>
            {SUBMIT_REQUEST}
          </Button>
        </div>
      </form>
    </main>
  )
}
