// A reload (after a card is saved or a plan upgraded) keeps the rows on screen until the fresh ones
// arrive, so the view the user is on, and its messages, stay put.
import { useRef } from "react"
import type { QueryResult } from "@/shared/api"

export function useKeptData<A>(result: QueryResult<A>): QueryResult<A> {
  const last = useRef<{ readonly data: A } | null>(null)
  if (result.status === "success") last.current = { data: result.data }
  if (result.status === "loading" && last.current !== null) return { status: "success", data: last.current.data, reload: result.reload }
  return result
}
