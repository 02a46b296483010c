// The agency admin's Portal Details form: Name (required) and Domain (optional) are editable; Folder,
// Hub ID and Plan are read-only, and so is the portal's agency. The form and its saving are
// usePortalDetailsForm's.
import type { ReactNode } from "react"

import { folderLabel, planLabel } from "@/entities/portal"
import type { Domain, Portal, QueryState } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"
import { TextField } from "@/shared/ui/text-field"

import { domainOptions } from "../model/portalDetails.ts"
import type { PortalDetailsFormApi } from "../model/usePortalDetailsForm.ts"
import styles from "./PortalDetail.module.css"

export interface PortalDetailFormProps {
  portal: Portal
  /** The portal's form (usePortalDetailsForm). */
  form: PortalDetailsFormApi
  domains: QueryState<ReadonlyArray<Domain>>
  onRetryDomains: () => void
  isSaving: boolean
  /** Shown above Save: the conflict notice after a stale save. */
  notice?: ReactNode
}

export function PortalDetailForm({ portal, form, domains, onRetryDomains, isSaving, notice }: PortalDetailFormProps) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
      aria-label="Portal Details"
    >
      <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired isDisabled={isSaving} />}</form.AppField>
      {domains.status === "loading" ? <Spinner label="Loading domains…" /> : null}
      {domains.status === "failure" ? (
        <Alert type="danger" title="The domains could not be loaded.">
          <p className={styles.errorText}>{domains.error.message}</p>
          <Button size="sm" variant="secondary" onPress={onRetryDomains}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {domains.status === "success" ? (
        <form.AppField name="domain">
          {(field) => <field.SelectField label="Domain" items={domainOptions(domains.data, portal.domain)} isDisabled={isSaving} />}
        </form.AppField>
      ) : null}
      {/* Whose portal this is: a user of several agencies opens it from that agency's group of the menu. */}
      {portal.agency !== null ? <TextField label="Agency" value={portal.agency.name} isReadOnly /> : null}
      <TextField label="Folder" value={folderLabel(portal)} isReadOnly />
      <TextField label="Hub ID" value={String(portal.hub_id)} isReadOnly />
      <TextField label="Plan" value={planLabel(portal.plan)} isReadOnly />
      {notice}
      <div className={styles.actions}>
        <Button type="submit" isPending={isSaving}>
          Save
        </Button>
      </div>
    </form>
  )
}
