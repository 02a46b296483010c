// One record loaded for an edit form: loading and error states of their own, the form only once the
// record as the server has it now has arrived (never a list row that may predate a change made elsewhere).
import type { ReactNode } from "react"

import type { QueryResult } from "@/shared/api"

import { ListError, ListLoading } from "./ListPanel.tsx"

export interface LoadedRecordProps<A> {
  readonly result: QueryResult<A>
  readonly loadingLabel: string
  readonly errorTitle: string
  readonly children: (record: A) => ReactNode
}

export function LoadedRecord<A>({ result, loadingLabel, errorTitle, children }: LoadedRecordProps<A>) {
  if (result.status === "loading") return <ListLoading label={loadingLabel} />
  if (result.status === "failure") return <ListError title={errorTitle} message={result.error.message} onRetry={result.reload} />
  return <>{children(result.data)}</>
}
