// The users table (spec 2 section 2): ID (super admin only), Name, Email, Agency, Role and Action
// (Edit, Delete for admins and agency admins, never on one's own row); sortable headers toggle asc and
// desc; 25 a page; search debounced 1 s. Super admins also filter by agency and role.
import type { ReactNode, RefObject } from "react"

import { roleIn, roleLabel } from "@/entities/user"
import { AGENCY_SEARCH_LIMIT } from "@/features/invite-user"
import type { User } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { PagedTable, type TableColumn } from "@/shared/ui/table"
import { TextField } from "@/shared/ui/text-field"

import { USER_PAGINATION_GAP, USER_PAGINATION_PADDING } from "../config/paging.ts"
import { ADD_LABEL, EMPTY_TEXT, LIMIT_REACHED, LIST_ERROR } from "../config/texts.ts"
import { agencyNames } from "../lib/agencyNames.ts"
import type { DrawerAgency } from "../model/useDrawerAgency.ts"
import type { UserList } from "../model/useUserList.ts"
import { AgencyFilter } from "./AgencyFilter.tsx"
import { RoleFilter } from "./RoleFilter.tsx"
import styles from "./UsersDrawer.module.css"

export interface UserListViewProps {
  context: DrawerAgency
  list: UserList
  onAdd: () => void
  onEdit: (user: User) => void
  onDelete: (user: User) => void
  /** Focus returns here when a deleted row took it away (tabIndex -1). */
  listRef?: RefObject<HTMLDivElement | null>
}

export function UserListView({ context, list, onAdd, onEdit, onDelete, listRef }: UserListViewProps) {
  const { result, page, setPage, keyword, setKeyword, sort, toggleSort } = list
  const isSuperAdmin = context.myRole === "admin"
  const mayManage = isSuperAdmin || context.myRole === "agency-admin"
  const agencyId = context.agency?.id ?? null
  const listed = context.agencies.map((agency) => agency.id)

  const columns: ReadonlyArray<TableColumn> = [
    ...(isSuperAdmin ? [{ id: "id", name: "ID", allowsSorting: true, width: "80px" }] : []),
    { id: "name", name: "Name", allowsSorting: true, isRowHeader: true },
    { id: "email", name: "Email", allowsSorting: true },
    { id: "agency", name: "Agency" },
    { id: "role", name: "Role" },
    ...(mayManage ? [{ id: "action", name: "Action", width: "160px" }] : [])
  ]

  const renderCell = (user: User, column: string): ReactNode => {
    switch (column) {
      case "id":
        return user.id
      case "name":
        return user.name
      case "email":
        return user.email
      case "agency":
        return agencyNames(user, listed)
      case "role":
        return roleLabel(roleIn(user, agencyId))
      case "action":
        return user.id === context.me?.id ? null : (
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" aria-label={`Edit ${user.name}`} onPress={() => onEdit(user)}>
              Edit
            </Button>
            <Button size="sm" variant="danger" aria-label={`Delete ${user.name}`} onPress={() => onDelete(user)}>
              Delete
            </Button>
          </div>
        )
      default:
        return null
    }
  }

  return (
    <div className={styles.view} ref={listRef} tabIndex={-1}>
      <div className={styles.toolbar}>
        <TextField label="Search users" type="search" value={keyword} onChange={setKeyword} />
        {isSuperAdmin ? (
          <>
            <AgencyFilter value={context.agencies} onChange={context.choose} limit={AGENCY_SEARCH_LIMIT} />
            <RoleFilter value={list.role} onChange={list.setRole} />
          </>
        ) : null}
        <Button className={styles.add} onPress={onAdd} isDisabled={context.atUserLimit || context.isCheckingLimit}>
          {ADD_LABEL}
        </Button>
      </div>
      {context.atUserLimit ? <p className={styles.limit}>{LIMIT_REACHED}</p> : null}
      <PagedTable
        aria-label="Users"
        columns={columns}
        result={result}
        errorTitle={LIST_ERROR}
        getRowId={(user) => user.id}
        renderCell={renderCell}
        sort={sort}
        onSort={toggleSort}
        emptyText={EMPTY_TEXT}
        page={page}
        onPageChange={setPage}
        padding={USER_PAGINATION_PADDING}
        gap={USER_PAGINATION_GAP}
        paginationClassName={styles.pagination}
      />
    </div>
  )
}
