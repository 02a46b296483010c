// Sample requests for tests and stories; each maker takes the fields a case cares about.
import type { Task, TaskComment, TaskDetail, TaskEvent } from "@/shared/api"

export const makeTask = (fields: Partial<Task> = {}): Task => ({
  id: 7,
  title: "Add a pricing page",
  description: "Three plans side by side, like on our old site.",
  status: "new",
  priority: "high",
  due_date: "2030-01-15",
  attachments: ["https://example.com/brief.pdf"],
  agency: { id: 2, name: "Northwind Agency" },
  portal: { id: 5, name: "Northwind Portal" },
  requester: { id: 4, name: "Northwind Admin" },
  assignee: null,
  comments_count: 0,
  unread: false,
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: "2026-11-20T09:00:00.000Z",
  ...fields
})

export const makeComment = (fields: Partial<TaskComment> = {}): TaskComment => ({
  id: 1,
  body: "Which colour should the buttons be?",
  author: { id: 9, name: "Sam Support" },
  from_support: true,
  created_at: "2026-11-20T10:00:00.000Z",
  ...fields
})

export const makeEvent = (fields: Partial<TaskEvent> = {}): TaskEvent => ({
  id: 1,
  event: "created",
  from_status: null,
  to_status: "new",
  author: { id: 4, name: "Northwind Admin" },
  created_at: "2026-11-20T09:00:00.000Z",
  ...fields
})

export const makeTaskDetail = (fields: Partial<TaskDetail> = {}): TaskDetail => ({
  ...makeTask(fields),
  comments: [],
  events: [makeEvent()],
  ...fields
})
