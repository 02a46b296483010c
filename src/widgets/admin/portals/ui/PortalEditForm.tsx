// The super admin's portal edit form (spec 1 section 5): Name, Agency, Custom Installation (disabled when
// 'sr', saying how another folder is had; editable otherwise), Hub ID (read-only), Hub URL, Domain
// (optional), Portal Plan; Save and Cancel. The form and its saving are usePortalEditForm's.
import type { ReactNode } from "react"

import type { AgencyRef, Portal } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { FOLDER_LOCKED_HINT, folderLocked, PORTAL_PLANS } from "../model/portalForm.ts"
import type { PortalEditFormApi } from "../model/usePortalEditForm.ts"
import styles from "./PortalsAdmin.module.css"

export interface PortalEditFormProps {
  portal: Portal
  agencies: ReadonlyArray<AgencyRef>
  /** The portal's form (usePortalEditForm). */
  form: PortalEditFormApi
  onCancel: () => void
  isSaving: boolean
  /** Shown above the buttons: the conflict notice after a stale save. */
  notice?: ReactNode
}

export function PortalEditForm({ portal, agencies, form, onCancel, isSaving, notice }: PortalEditFormProps) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
      aria-label="Edit Portal"
    >
      <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired isDisabled={isSaving} />}</form.AppField>
      <form.AppField name="agency_id">
        {(field) => (
          <field.SelectField
            label="Agency"
            items={agencies.map((agency) => ({ id: String(agency.id), label: agency.name }))}
            isRequired
            isDisabled={isSaving}
          />
        )}
      </form.AppField>
      <form.AppField name="custom_installation">
        {(field) => (
          <field.TextField
            label="Custom Installation"
            isRequired
            isDisabled={isSaving || folderLocked(portal)}
            {...(folderLocked(portal) ? { description: FOLDER_LOCKED_HINT } : {})}
          />
        )}
      </form.AppField>
      <TextField label="Hub ID" value={String(portal.hub_id)} isReadOnly isRequired />
      <form.AppField name="hub_url">
        {(field) => <field.TextField label="Hub URL" type="url" isRequired isDisabled={isSaving} />}
      </form.AppField>
      <form.AppField name="domain">{(field) => <field.TextField label="Domain" isDisabled={isSaving} />}</form.AppField>
      <form.AppField name="plan">
        {(field) => <field.SelectField label="Portal Plan" items={PORTAL_PLANS} isRequired isDisabled={isSaving} />}
      </form.AppField>
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
