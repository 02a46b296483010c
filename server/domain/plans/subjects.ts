// Activity-log subject types of plan and credit administration (namespaced class names, as the logs
// view expects; see activity/subjects.ts for the others).
export const PlanSubjectType = {
  Plan: "App\\Models\\Plan",
  Credit: "App\\Models\\Credit"
} as const

export const planRef = (id: number) => ({ id, type: PlanSubjectType.Plan })
export const creditRef = (id: number) => ({ id, type: PlanSubjectType.Credit })
