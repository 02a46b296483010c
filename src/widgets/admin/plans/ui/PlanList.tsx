// The plans table (spec 2 section 2): ID, Plan Name, Type, Portals, Users, Module Access, Status and,
// for super admins, Action (Edit, Delete); 'Add Plan'; id asc, 25 a page by last_page; fixed layout.
import type { ReactNode } from "react"

import type { Plan } from "@/shared/api"
import { useListFocus } from "@/shared/lib/focus"
import { Button } from "@/shared/ui/button"
import { DeleteDialogs } from "@/shared/ui/dialog"
import { PagedTable, type TableColumn } from "@/shared/ui/table"

import { PLAN_PAGINATION_GAP, PLAN_PAGINATION_PADDING, PlanText, planTypeLabel } from "../config/planOptions.ts"
import { useDeletePlan } from "../model/useDeletePlan.tsx"
import type { PlanList as PlanListState } from "../model/usePlanList.ts"
import styles from "./PlansDrawer.module.css"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "id", name: "ID", width: "8%" },
  { id: "name", name: "Plan Name", isRowHeader: true },
  { id: "type", name: "Type" },
  { id: "portal_limit", name: "Portals", width: "10%" },
  { id: "user_limit", name: "Users", width: "10%" },
  { id: "module_access", name: "Module Access" },
  { id: "status", name: "Status", width: "10%" }
]
const ACTION_COLUMN: TableColumn = { id: "action", name: "Action", width: "20%" }

export interface PlanListProps {
  list: PlanListState
  isAdmin: boolean
  onAdd: () => void
  onEdit: (plan: Plan) => void
}

export function PlanList({ list, isAdmin, onAdd, onEdit }: PlanListProps) {
  const { result, page, setPage } = list
  const { ref: listRef, afterDelete, keepFocus } = useListFocus(result.reload)
  const deletion = useDeletePlan(afterDelete)

  const renderCell = (plan: Plan, column: string): ReactNode => {
    switch (column) {
      case "id":
        return plan.id
      case "name":
        return plan.name
      case "type":
        return planTypeLabel(plan.type)
      case "portal_limit":
        return plan.portal_limit
      case "user_limit":
        return plan.user_limit
      case "module_access":
        return plan.module_access
      case "status":
        return plan.status === 1 ? "Active" : "Inactive"
      case "action":
        return (
          <span className={styles.actions}>
            <Button size="sm" variant="secondary" aria-label={`Edit ${plan.name}`} onPress={() => onEdit(plan)}>
              Edit
            </Button>
            <Button size="sm" variant="danger" aria-label={`Delete ${plan.name}`} onPress={() => deletion.ask(plan)}>
              Delete
            </Button>
          </span>
        )
      default:
        return null
    }
  }

  return (
    <div className={styles.list} ref={listRef} tabIndex={-1}>
      {isAdmin ? (
        <div className={styles.toolbar}>
          <Button onPress={onAdd}>Add Plan</Button>
        </div>
      ) : null}
      <PagedTable
        aria-label="Plans"
        columns={isAdmin ? [...COLUMNS, ACTION_COLUMN] : COLUMNS}
        result={result}
        errorTitle="Plans could not be loaded."
        getRowId={(plan) => plan.id}
        renderCell={renderCell}
        emptyText="No plans yet."
        layout="fixed"
        page={page}
        onPageChange={setPage}
        padding={PLAN_PAGINATION_PADDING}
        gap={PLAN_PAGINATION_GAP}
        paginationClassName={styles.pagination}
      />
      <DeleteDialogs
        texts={PlanText}
        isAsking={deletion.asking !== null}
        isPending={deletion.isPending}
        onConfirm={() => void deletion.confirm()}
        outcome={deletion.isDeleted ? { tone: "success", title: PlanText.deletedTitle, text: PlanText.deletedText } : null}
        onClose={() => {
          deletion.cancel()
          keepFocus()
        }}
      />
    </div>
  )
}
