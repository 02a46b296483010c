// The fields shared by the invite form and the user edit form; which show depends on the chosen role
// and on whether a super admin fills them in (spec 1 sections 3, 5 and 6).
import { useStore } from "@tanstack/react-form"

import { grantableRoles } from "@/entities/user"
import type { RoleName } from "@/shared/api"
import { firstError } from "@/shared/ui/form"

import { AGENCY_PICKER_LIMIT } from "../api/agencies.ts"
import { needsAgency, offersPortalAccess } from "../model/userForm.ts"
import type { UserFormApi } from "../model/useUserForm.ts"
import { AccessFlags } from "./AccessFlags.tsx"
import { AgencyField } from "./AgencyField.tsx"
import { PortalAccessField } from "./PortalAccessField.tsx"

export interface UserFormFieldsProps {
  mode: "invite" | "edit"
  /** The role of the person filling the form in: it decides the roles offered and the admin-only fields. */
  granter: RoleName | undefined
  form: UserFormApi
}

export function UserFormFields({ mode, granter, form }: UserFormFieldsProps) {
  const isSuperAdmin = granter === "admin"
  const role = useStore(form.store, (state) => state.values.role)
  const agencyId = useStore(form.store, (state) => state.values.agency_id?.id ?? null)
  const nameField = <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired autoComplete="off" />}</form.AppField>
  return (
    <>
      {mode === "edit" ? nameField : null}
      <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" isRequired autoComplete="off" />}</form.AppField>
      {/* Only the roles the granter may give (spec 1 section 6). */}
      <form.AppField name="role">
        {(field) => <field.SelectField label="Role" items={grantableRoles(granter)} placeholder="Select Role" isRequired />}
      </form.AppField>
      {mode === "invite" && role === "admin" ? (
        <>
          {nameField}
          <form.AppField name="password">
            {(field) => <field.TextField label="Password" type="password" isRequired autoComplete="new-password" />}
          </form.AppField>
        </>
      ) : null}
      {isSuperAdmin && needsAgency(role) ? (
        <form.Field name="agency_id">
          {(field) => (
            <AgencyField
              label="Agency"
              value={field.state.value}
              onChange={(agency) => {
                field.handleChange(agency === null ? null : { id: agency.id, name: agency.name })
                // Portal access is to the chosen agency's portals: another agency's grants go.
                form.setFieldValue("portal_access", [])
              }}
              limit={AGENCY_PICKER_LIMIT}
              isRequired
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
      ) : null}
      {offersPortalAccess(role) ? (
        <form.Field name="portal_access">
          {(field) => <PortalAccessField agencyId={agencyId} value={field.state.value} onChange={field.handleChange} />}
        </form.Field>
      ) : null}
      {isSuperAdmin ? <AccessFlags form={form} /> : null}
    </>
  )
}
