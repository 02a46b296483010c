import type { PageViewPeriod } from "@/shared/api"

export const PERIOD_ITEMS: ReadonlyArray<{ readonly id: PageViewPeriod; readonly label: string }> = [
  { id: "7", label: "Last 7 days" },
  { id: "30", label: "Last 30 days" }
]
