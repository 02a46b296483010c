import { describe, expect, it } from "vitest"

import { contractFaults } from "@/shared/ui/form"

import { NO_ANSWERS, profileBody, questionnaireChecks } from "./questionnaire.ts"

describe("welcome questionnaire", () => {
  it("requires the three questions in the contract's words, the goals being optional", () => {
    expect(contractFaults(questionnaireChecks, NO_ANSWERS)).toEqual({
      job_role: "The job role field is required.",
      team_size: "The team size field is required.",
      heard_from: "The heard from field is required."
    })
    const answered = { job_role: "owner", team_size: "1", heard_from: "search", goals: [] } as const
    expect(contractFaults(questionnaireChecks, answered)).toEqual({})
    expect(profileBody(answered)).toEqual(answered)
  })
})
