export { CrmCallbackPage } from "./ui/CrmCallbackPage.tsx"
export type { CrmCallbackPageProps } from "./ui/CrmCallbackPage.tsx"
export { CANCELLED_TEXT, CONNECTING_TEXT, resetCallbackRuns } from "./model/completeCallback.ts"
