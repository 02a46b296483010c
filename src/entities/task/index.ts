export type { TaskPage } from "./api/tasks.ts"
export {
  commentAsSupport,
  commentOnTask,
  listSupportTasks,
  listTasks,
  readSupportFacets,
  readSupportTask,
  readTask,
  submitTask,
  updateSupportTask,
  updateTask
} from "./api/tasks.ts"
export { makeComment, makeEvent, makeTask, makeTaskDetail } from "./lib/fixtures.ts"
export { describeEvent } from "./lib/history.ts"
export type { StatusFilterProps } from "./ui/StatusFilter.tsx"
export { StatusFilter } from "./ui/StatusFilter.tsx"
export { TaskStatusBadge } from "./ui/TaskStatusBadge.tsx"
export type { TaskSummaryProps } from "./ui/TaskSummary.tsx"
export { TaskSummary } from "./ui/TaskSummary.tsx"
export type { TaskTableProps } from "./ui/TaskTable.tsx"
export { TaskTable } from "./ui/TaskTable.tsx"
export type { TaskThreadProps } from "./ui/TaskThread.tsx"
export { TaskThread } from "./ui/TaskThread.tsx"
