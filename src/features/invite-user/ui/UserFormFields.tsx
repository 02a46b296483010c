// The fields shared by the invite form and the user edit form; which show depends on the chosen role
// and on whether a super admin fills them in (spec 1 sections 3, 5 and 6).
import { grantableRoles } from "@/entities/user"
import type { RoleName } from "@/shared/api"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { AGENCY_PICKER_LIMIT } from "../api/agencies.ts"
import { needsAgency, offersPortalAccess, type UserFormErrors, type UserFormValues } from "../model/userForm.ts"
import { AccessFlags } from "./AccessFlags.tsx"
import { AgencyField } from "./AgencyField.tsx"
import { PortalAccessField } from "./PortalAccessField.tsx"

export interface UserFormFieldsProps {
  mode: "invite" | "edit"
  /** The role of the person filling the form in: it decides the roles offered and the admin-only fields. */
  granter: RoleName | undefined
  values: UserFormValues
  errors: UserFormErrors
  onChange: (patch: Partial<UserFormValues>) => void
}

export function UserFormFields({ mode, granter, values, errors, onChange }: UserFormFieldsProps) {
  const isSuperAdmin = granter === "admin"
  const isNewAdmin = values.role === "admin"
  const nameField = (
    <TextField
      label="Name"
      value={values.name}
      onChange={(name) => onChange({ name })}
      isRequired
      errorMessage={errors.name}
      autoComplete="off"
    />
  )
  return (
    <>
      {mode === "edit" ? nameField : null}
      <TextField
        label="Email"
        type="email"
        value={values.email}
        onChange={(email) => onChange({ email })}
        isRequired
        errorMessage={errors.email}
        autoComplete="off"
      />
      {/* Only the roles the granter may give (spec 1 section 6). */}
      <SelectField
        label="Role"
        items={grantableRoles(granter)}
        selectedKey={values.role}
        onSelectionChange={(role) => onChange({ role })}
        placeholder="Select Role"
        errorMessage={errors.role}
        isRequired
      />
      {mode === "invite" && isNewAdmin ? (
        <>
          {nameField}
          <TextField
            label="Password"
            type="password"
            value={values.password}
            onChange={(password) => onChange({ password })}
            isRequired
            errorMessage={errors.password}
            autoComplete="new-password"
          />
        </>
      ) : null}
      {isSuperAdmin && needsAgency(values.role) ? (
        <AgencyField
          label="Agency"
          value={values.agency}
          onChange={(agency) => onChange({ agency: agency === null ? null : { id: agency.id, name: agency.name }, portalAccess: [] })}
          limit={AGENCY_PICKER_LIMIT}
          isRequired
          errorMessage={errors.agency}
        />
      ) : null}
      {offersPortalAccess(values.role) ? (
        <PortalAccessField
          agencyId={values.agency?.id ?? null}
          value={values.portalAccess}
          onChange={(portalAccess) => onChange({ portalAccess })}
        />
      ) : null}
      {isSuperAdmin ? <AccessFlags srBeta={values.srBeta} isSupport={values.isSupport} onChange={(flags) => onChange(flags)} /> : null}
    </>
  )
}
