// Narrows the history to one author; the choices are the users who appear in it. The app's own
// SelectField (react-aria Select: type-ahead, arrows, Escape) styled like the other selects.
import type { HistoryUser } from "@/entities/history"
import { SelectField } from "@/shared/ui/select-field"

import styles from "./UserFilter.module.css"

export interface UserFilterProps {
  users: ReadonlyArray<HistoryUser>
  value: number | null
  onChange: (userId: number | null) => void
}

const ALL = "all"

export function UserFilter({ users, value, onChange }: UserFilterProps) {
  const items = [{ id: ALL, label: "All users" }, ...users.map((user) => ({ id: String(user.id), label: user.name }))]
  return (
    <SelectField
      className={styles.filter}
      label="User"
      items={items}
      selectedKey={value === null ? ALL : String(value)}
      onSelectionChange={(key) => onChange(key === ALL ? null : Number(key))}
    />
  )
}
