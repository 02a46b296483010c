export { nextSort, usePagedList } from "./usePagedList.ts"
export type { ListQuery, ListSort, PagedList, PagedListOptions, SortDirection } from "./usePagedList.ts"
