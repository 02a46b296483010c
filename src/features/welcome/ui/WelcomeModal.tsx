// The one-time welcome (modal "welcome"), opened by OnboardingModals when the server says it is due.
// Save sends the questionnaire, Skip sends { skip: true }; either marks the welcome done for good.
// Escape or the overlay only closes it for this visit: it comes back on the next one.
import { Exit, Option } from "effect"
import { useAtom, useSetAtom } from "jotai"
import { useState } from "react"

import { apiQueryOptions, failureOf, type Guide, onboardingKeys, useApiAction, useApiQuery } from "@/shared/api"
import { openModalAtom } from "@/shared/lib/modal"
import { Modal } from "@/shared/ui/dialog"

import { loadGuides, saveProfile } from "../api/onboarding.ts"
import { guideToPlayAtom } from "../model/atoms.ts"
import { type Answers, missingAnswers, NO_ANSWERS } from "../model/questionnaire.ts"
import type { GuidesState } from "./GuideList.tsx"
import { type AnswerErrors, type WelcomeStep, WelcomeView } from "./WelcomeView.tsx"

export const WELCOME_WIDTH = 640

export function WelcomeModal() {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const setGuide = useSetAtom(guideToPlayAtom)
  const isOpen = openModal === "welcome"
  const [step, setStep] = useState<WelcomeStep>("questions")
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS)
  const [errors, setErrors] = useState<AnswerErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<"save" | "skip" | null>(null)
  const action = useApiAction({ invalidates: [onboardingKeys.all] })
  const guides = useApiQuery(isOpen && step === "guides" ? apiQueryOptions(onboardingKeys.guides(), loadGuides) : null)
  const guidesState: GuidesState = guides.status === "failure" ? { status: "failure", message: guides.error.message } : guides

  const close = () => setOpenModal(null)

  const send = async (kind: "save" | "skip") => {
    setPending(kind)
    setError(null)
    const exit = await action.run(
      saveProfile(
        kind === "skip"
          ? { skip: true }
          : { job_role: answers.job_role!, team_size: answers.team_size!, heard_from: answers.heard_from!, goals: answers.goals }
      )
    )
    setPending(null)
    if (Exit.isSuccess(exit)) {
      if (kind === "skip") close()
      else setStep("guides")
      return
    }
    Option.map(failureOf(exit.cause), (failure) => setError(failure.serverMessage ?? failure.message))
  }

  const submit = () => {
    const missing = missingAnswers(answers)
    setErrors(missing)
    if (Object.keys(missing).length === 0) void send("save")
  }

  const openGuide = (guide: Guide) => {
    setGuide(guide)
    setOpenModal("video")
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} width={WELCOME_WIDTH}>
      <WelcomeView
        step={step}
        answers={answers}
        onAnswersChange={(next) => {
          setAnswers(next)
          // A fixed answer clears its message; the others stay until the next submit.
          setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => next[field as keyof Answers] === null)))
        }}
        errors={errors}
        error={error}
        onSubmit={submit}
        onSkip={() => void send("skip")}
        pending={pending}
        guides={guidesState}
        onOpenGuide={openGuide}
        onClose={close}
      />
    </Modal>
  )
}
