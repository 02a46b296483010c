// The agency admin's Portal Details form: Name (required) and Domain (optional) are editable; Folder,
// Hub ID and Plan are read-only, and so is the portal's agency. Controlled by PortalDetailDrawer.
import type { FormEvent, ReactNode } from "react"

import { folderLabel, planLabel } from "@/entities/portal"
import type { Domain, Portal, QueryState } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { SelectField } from "@/shared/ui/select-field"
import { Spinner } from "@/shared/ui/spinner"
import { TextField } from "@/shared/ui/text-field"

import { domainOptions, type PortalDetailsValue } from "../model/portalDetails.ts"
import styles from "./PortalDetail.module.css"

export interface PortalDetailFormProps {
  portal: Portal
  value: PortalDetailsValue
  errors: { readonly name?: string }
  domains: QueryState<ReadonlyArray<Domain>>
  onRetryDomains: () => void
  onChange: (value: PortalDetailsValue) => void
  onSave: () => void
  isSaving: boolean
  /** Shown above Save: the conflict notice after a stale save. */
  notice?: ReactNode
}

export function PortalDetailForm({
  portal,
  value,
  errors,
  domains,
  onRetryDomains,
  onChange,
  onSave,
  isSaving,
  notice
}: PortalDetailFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Portal Details">
      <TextField
        label="Name"
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        errorMessage={errors.name}
        isRequired
        isDisabled={isSaving}
      />
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
        <SelectField
          label="Domain"
          items={domainOptions(domains.data, portal.domain)}
          selectedKey={value.domain}
          onSelectionChange={(domain) => onChange({ ...value, domain })}
          isDisabled={isSaving}
        />
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
