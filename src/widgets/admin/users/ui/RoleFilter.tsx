// The super admin's role filter over the list (GET /users?role=); 'All roles' sends no role.
import { grantableRoles } from "@/entities/user"
import type { RoleName } from "@/shared/api"
import { SelectField } from "@/shared/ui/select-field"

const ALL = "all"
const ROLES = grantableRoles("admin")
const OPTIONS = [{ id: ALL, label: "All roles" }, ...ROLES]

export function RoleFilter({ value, onChange }: { value: RoleName | null; onChange: (role: RoleName | null) => void }) {
  return (
    <SelectField
      label="Role"
      items={OPTIONS}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(ROLES.find((role) => role.id === key)?.id ?? null)}
    />
  )
}
