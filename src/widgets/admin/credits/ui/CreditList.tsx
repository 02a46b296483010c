// The credits list view (spec 2 section 2): heading Credits, search debounced 1 s, 'Add Credit' for super
// admins, columns Credit, Amount, Saving and Action (admins); Credit sorts by id and Amount by amount,
// each click toggling; a spinner while loading; pagination when there are rows; fixed layout.
import type { ReactNode } from "react"

import type { CreditRecord } from "@/shared/api"
import { useListFocus } from "@/shared/lib/focus"
import { Button } from "@/shared/ui/button"
import { DeleteDialogs } from "@/shared/ui/dialog"
import { PagedTable, type TableColumn } from "@/shared/ui/table"
import { TextField } from "@/shared/ui/text-field"

import { CREDIT_PAGINATION_GAP, CREDIT_PAGINATION_PADDING, CreditText } from "../config/creditOptions.ts"
import type { CreditList as CreditListState } from "../model/useCreditList.ts"
import { useDeleteCredit } from "../model/useDeleteCredit.tsx"
import styles from "./CreditsDrawer.module.css"

// Column ids are the sort_by each header sends.
const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "id", name: "Credit", allowsSorting: true, isRowHeader: true },
  { id: "amount", name: "Amount", allowsSorting: true },
  { id: "saving", name: "Saving" }
]
const ACTION_COLUMN: TableColumn = { id: "action", name: "Action", width: "30%" }

export interface CreditListProps {
  list: CreditListState
  isAdmin: boolean
  /** The id whose record Edit is loading. */
  loadingId: number | null
  onAdd: () => void
  onEdit: (id: number) => void
}

export function CreditList({ list, isAdmin, loadingId, onAdd, onEdit }: CreditListProps) {
  const { result, page, setPage, keyword, setKeyword, sort, toggleSort } = list
  const { ref: listRef, afterDelete, keepFocus } = useListFocus(result.reload)
  const deletion = useDeleteCredit(afterDelete)

  const renderCell = (credit: CreditRecord, column: string): ReactNode => {
    switch (column) {
      case "id":
        return credit.credit
      case "amount":
        return credit.amount
      case "saving":
        return credit.saving ?? ""
      case "action":
        return (
          <span className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${credit.credit} credits`}
              isPending={loadingId === credit.id}
              onPress={() => onEdit(credit.id)}
            >
              Edit
            </Button>
            <Button size="sm" variant="danger" aria-label={`Delete ${credit.credit} credits`} onPress={() => deletion.ask(credit)}>
              Delete
            </Button>
          </span>
        )
      default:
        return null
    }
  }

  return (
    // The drawer's title is the list's heading, Credits.
    <div className={styles.list} ref={listRef} tabIndex={-1}>
      <div className={styles.toolbar}>
        <TextField label="Search credits" type="search" value={keyword} onChange={setKeyword} className={styles.search} />
        {isAdmin ? <Button onPress={onAdd}>Add Credit</Button> : null}
      </div>
      <PagedTable
        aria-label="Credits"
        columns={isAdmin ? [...COLUMNS, ACTION_COLUMN] : COLUMNS}
        result={result}
        errorTitle="Credits could not be loaded."
        getRowId={(credit) => credit.id}
        renderCell={renderCell}
        sort={sort}
        onSort={toggleSort}
        emptyText={keyword.trim() === "" ? "No credits yet." : "No credits match this search."}
        layout="fixed"
        page={page}
        onPageChange={setPage}
        padding={CREDIT_PAGINATION_PADDING}
        gap={CREDIT_PAGINATION_GAP}
        paginationClassName={styles.pagination}
      />
      <DeleteDialogs
        texts={CreditText}
        isAsking={deletion.asking !== null}
        isPending={deletion.isPending}
        onConfirm={() => void deletion.confirm()}
        outcome={deletion.isDeleted ? { tone: "success", title: CreditText.deletedTitle, text: CreditText.deletedText } : null}
        onClose={() => {
          deletion.cancel()
          keepFocus()
        }}
      />
    </div>
  )
}
