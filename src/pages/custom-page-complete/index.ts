export { COMPLETION_POLL_INTERVAL } from "./model/useCustomPageCompletion.ts"
export type { CustomPageCompletePageProps } from "./ui/CustomPageCompletePage.tsx"
export { CREATING_PAGE, CustomPageCompletePage, PAGE_READY } from "./ui/CustomPageCompletePage.tsx"
export { CustomPageCompleteWithoutQuery, PAGE_WITHOUT_QUERY_TITLE } from "./ui/CustomPageCompleteWithoutQuery.tsx"
