// The super admin's role filter over the list (GET /users?role=).
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import { grantableRoles } from "@/entities/user"
import type { RoleName } from "@/shared/api"
import styles from "./UsersDrawer.module.css"

const ALL = "all"
const OPTIONS = [{ id: ALL, label: "All roles" }, ...grantableRoles("admin")]

export function RoleFilter({ value, onChange }: { value: RoleName | null; onChange: (role: RoleName | null) => void }) {
  return (
    <Select
      className={styles.select}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => {
        const picked = grantableRoles("admin").find((role) => role.id === key)
        onChange(picked?.id ?? null)
      }}
    >
      <Label className={styles.label}>Role</Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={OPTIONS}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
