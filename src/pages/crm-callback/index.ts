export { CANCELLED_TEXT, CONNECTING_TEXT, resetCallbackRuns } from "./model/completeCallback.ts"
export type { CrmCallbackPageProps } from "./ui/CrmCallbackPage.tsx"
export { CrmCallbackPage } from "./ui/CrmCallbackPage.tsx"
