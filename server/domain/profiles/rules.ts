// Which one-time modal a (non-admin) user is due, from facts about them. Pure, so the rules are tested
// without a database.
//   welcome:    they administer an agency that registered itself and have neither answered nor skipped
//               the questionnaire.
//   ask_review: not while the welcome is due; their current agency has installed REVIEW_MIN_INSTALLS
//               modules or more; the account is REVIEW_MIN_ACCOUNT_DAYS days old or more; and they have
//               not answered yet, or answered 'later' and the reminder time has come.
import { Option } from "effect"

import { type Onboarding, REVIEW_MIN_ACCOUNT_DAYS, REVIEW_MIN_INSTALLS } from "#contract/profile-api.ts"

import type { OnboardingFacts } from "../../db/repos/OnboardingRepo.ts"

export const decideOnboarding = (facts: OnboardingFacts): Onboarding => {
  const welcome = facts.adminOfSelfRegistered && !facts.hasProfile
  const reviewOpen = Option.match(facts.review, {
    onNone: () => true,
    onSome: (review) => review.answer === "later" && review.ask_again_due
  })
  const ask_review =
    !welcome && reviewOpen && facts.agencyInstalls >= REVIEW_MIN_INSTALLS && facts.accountAgeDays >= REVIEW_MIN_ACCOUNT_DAYS
  return { welcome, ask_review }
}
