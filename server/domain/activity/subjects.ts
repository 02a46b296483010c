// Causer and subject types in the activity log. They are namespaced class names, as the logs view
// expects ("Type values show only the last segment of a namespaced class name").
export const SubjectType = {
  User: "App\\Models\\User",
  Agency: "App\\Models\\Agency",
  Portal: "App\\Models\\Portal",
  Task: "App\\Models\\Task"
} as const

export const userRef = (id: number) => ({ id, type: SubjectType.User })
export const taskRef = (id: number) => ({ id, type: SubjectType.Task })
