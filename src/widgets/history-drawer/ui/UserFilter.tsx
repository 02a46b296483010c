// Narrows the history to one author; the choices are the users who appear in it.
import type { HistoryUser } from "@/entities/history"
import styles from "./UserFilter.module.css"

export interface UserFilterProps {
  users: ReadonlyArray<HistoryUser>
  value: number | null
  onChange: (userId: number | null) => void
}

export function UserFilter({ users, value, onChange }: UserFilterProps) {
  return (
    <label className={styles.filter}>
      <span>User</span>
      <select value={value === null ? "" : String(value)} onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}>
        <option value="">All users</option>
        {users.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {user.name}
          </option>
        ))}
      </select>
    </label>
  )
}
