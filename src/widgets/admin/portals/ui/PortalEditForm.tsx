// The super admin's portal edit form (spec 1 section 5): Name, Agency, Custom Installation (disabled when
// 'sr', saying how another folder is had; editable otherwise), Hub ID (read-only), Hub URL, Domain
// (optional), Portal Plan; Save and Cancel.
import type { FormEvent, ReactNode } from "react"

import type { AgencyRef, Portal } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { FOLDER_LOCKED_HINT, folderLocked, PORTAL_PLANS, type PortalFormErrors, type PortalFormValue } from "../model/portalForm.ts"
import styles from "./PortalsAdmin.module.css"

export interface PortalEditFormProps {
  portal: Portal
  agencies: ReadonlyArray<AgencyRef>
  value: PortalFormValue
  errors: PortalFormErrors
  onChange: (value: PortalFormValue) => void
  onSave: () => void
  onCancel: () => void
  isSaving: boolean
  /** Shown above the buttons: the conflict notice after a stale save. */
  notice?: ReactNode
}

export function PortalEditForm({ portal, agencies, value, errors, onChange, onSave, onCancel, isSaving, notice }: PortalEditFormProps) {
  const set =
    <K extends keyof PortalFormValue>(field: K) =>
    (next: PortalFormValue[K]) =>
      onChange({ ...value, [field]: next })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Edit Portal">
      <TextField label="Name" value={value.name} onChange={set("name")} errorMessage={errors.name} isRequired isDisabled={isSaving} />
      <SelectField
        label="Agency"
        items={agencies.map((agency) => ({ id: String(agency.id), label: agency.name }))}
        selectedKey={value.agencyId}
        onSelectionChange={set("agencyId")}
        errorMessage={errors.agencyId}
        isRequired
        isDisabled={isSaving}
      />
      <TextField
        label="Custom Installation"
        value={value.customInstallation}
        onChange={set("customInstallation")}
        errorMessage={errors.customInstallation}
        isRequired
        isDisabled={isSaving || folderLocked(portal)}
        {...(folderLocked(portal) ? { description: FOLDER_LOCKED_HINT } : {})}
      />
      <TextField label="Hub ID" value={String(portal.hub_id)} isReadOnly isRequired />
      <TextField
        label="Hub URL"
        type="url"
        value={value.hubUrl}
        onChange={set("hubUrl")}
        errorMessage={errors.hubUrl}
        isRequired
        isDisabled={isSaving}
      />
      <TextField label="Domain" value={value.domain} onChange={set("domain")} isDisabled={isSaving} />
      <SelectField
        label="Portal Plan"
        items={PORTAL_PLANS}
        selectedKey={value.plan}
        onSelectionChange={set("plan")}
        errorMessage={errors.plan}
        isRequired
        isDisabled={isSaving}
      />
      {notice}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSaving}>
          Save
        </Button>
      </div>
    </form>
  )
}
