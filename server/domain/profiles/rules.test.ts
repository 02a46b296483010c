import { Option } from "effect"
import { describe, expect, it } from "vitest"

import type { OnboardingFacts } from "../../db/repos/OnboardingRepo.ts"
import { guideUrl } from "./Onboarding.ts"
import { decideOnboarding } from "./rules.ts"

const facts = (fields: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  hasProfile: true,
  adminOfSelfRegistered: false,
  accountAgeDays: 30,
  agencyInstalls: 3,
  review: Option.none(),
  ...fields
})

describe("decideOnboarding", () => {
  it("welcome: self-registered agency admins without a profile", () => {
    expect(decideOnboarding(facts({ adminOfSelfRegistered: true, hasProfile: false })).welcome).toBe(true)
    expect(decideOnboarding(facts({ adminOfSelfRegistered: true, hasProfile: true })).welcome).toBe(false)
    expect(decideOnboarding(facts({ adminOfSelfRegistered: false, hasProfile: false })).welcome).toBe(false)
  })

  it("ask_review: 3 installs, 7 days, no final answer, never with the welcome", () => {
    expect(decideOnboarding(facts()).ask_review).toBe(true)
    expect(decideOnboarding(facts({ agencyInstalls: 2 })).ask_review).toBe(false)
    expect(decideOnboarding(facts({ accountAgeDays: 6.9 })).ask_review).toBe(false)
    expect(decideOnboarding(facts({ adminOfSelfRegistered: true, hasProfile: false }))).toEqual({ welcome: true, ask_review: false })
    expect(decideOnboarding(facts({ review: Option.some({ answer: "never", ask_again_due: false }) })).ask_review).toBe(false)
    expect(decideOnboarding(facts({ review: Option.some({ answer: "rated", ask_again_due: false }) })).ask_review).toBe(false)
    expect(decideOnboarding(facts({ review: Option.some({ answer: "later", ask_again_due: false }) })).ask_review).toBe(false)
    expect(decideOnboarding(facts({ review: Option.some({ answer: "later", ask_again_due: true }) })).ask_review).toBe(true)
  })
})

describe("guideUrl", () => {
  it("joins the configured address and the guide's path; null when unset", () => {
    expect(guideUrl(Option.some("https://docs.example.test/"), "/getting-started")).toBe("https://docs.example.test/getting-started")
    expect(guideUrl(Option.some("https://support.example.test"), "")).toBe("https://support.example.test")
    expect(guideUrl(Option.none(), "pages")).toBeNull()
  })
})
