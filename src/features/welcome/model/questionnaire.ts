// The welcome questionnaire's questions and the labels of their answers (the values are the contract's),
// and its checks: the contract's ProfilePayload.
import { type Goal, type HeardFrom, type JobRole, ProfilePayload, type TeamSize } from "@/shared/api"

export interface Choice<V extends string> {
  readonly value: V
  readonly label: string
}

export const JOB_ROLES: ReadonlyArray<Choice<JobRole>> = [
  { value: "owner", label: "Owner or founder" },
  { value: "developer", label: "Developer" },
  { value: "designer", label: "Designer" },
  { value: "marketer", label: "Marketer" },
  { value: "project-manager", label: "Project manager" },
  { value: "other", label: "Other" }
]

export const TEAM_SIZES: ReadonlyArray<Choice<TeamSize>> = [
  { value: "1", label: "Just me" },
  { value: "2-5", label: "2–5 people" },
  { value: "6-20", label: "6–20 people" },
  { value: "21+", label: "21 or more" }
]

export const HEARD_FROM: ReadonlyArray<Choice<HeardFrom>> = [
  { value: "search", label: "Search engine" },
  { value: "hubspot-marketplace", label: "HubSpot Marketplace" },
  { value: "referral", label: "Recommendation" },
  { value: "social", label: "Social media" },
  { value: "event", label: "Event or webinar" },
  { value: "other", label: "Other" }
]

export const GOALS: ReadonlyArray<Choice<Goal>> = [
  { value: "client-portals", label: "Client portals" },
  { value: "landing-pages", label: "Landing pages" },
  { value: "blogs", label: "Blogs" },
  { value: "themes", label: "Themes" },
  { value: "other", label: "Something else" }
]

export interface Answers {
  readonly job_role: JobRole | null
  readonly team_size: TeamSize | null
  readonly heard_from: HeardFrom | null
  readonly goals: ReadonlyArray<Goal>
}

export const NO_ANSWERS: Answers = { job_role: null, team_size: null, heard_from: null, goals: [] }

/** The body the answers make: a question left unanswered is left out (missing, so required). */
export const profileBody = (answers: Answers): ProfilePayload => ({
  ...(answers.job_role === null ? {} : { job_role: answers.job_role }),
  ...(answers.team_size === null ? {} : { team_size: answers.team_size }),
  ...(answers.heard_from === null ? {} : { heard_from: answers.heard_from }),
  goals: answers.goals
})

/** How the questionnaire is checked: the contract's ProfilePayload, which requires the three questions. */
export const questionnaireChecks = { schema: ProfilePayload, toBody: profileBody }

/** "3 min" for a guide's length in seconds. */
export const formatDuration = (seconds: number | null): string | null =>
  seconds === null ? null : `${Math.max(1, Math.round(seconds / 60))} min`
