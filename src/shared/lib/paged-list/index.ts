export type { ListQuery, ListSort, PagedList, PagedListOptions, SortDirection } from "./usePagedList.ts"
export { nextSort, usePagedList } from "./usePagedList.ts"
