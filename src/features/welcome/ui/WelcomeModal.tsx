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
import { type Answers, NO_ANSWERS, profileBody } from "../model/questionnaire.ts"
import type { GuidesState } from "./GuideList.tsx"
import { type WelcomeStep, WelcomeView } from "./WelcomeView.tsx"

export const WELCOME_WIDTH = 640

export function WelcomeModal() {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const setGuide = useSetAtom(guideToPlayAtom)
  const isOpen = openModal === "welcome"
  const [step, setStep] = useState<WelcomeStep>("questions")
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<"save" | "skip" | null>(null)
  const action = useApiAction({ invalidates: [onboardingKeys.all] })
  const guides = useApiQuery(isOpen && step === "guides" ? apiQueryOptions(onboardingKeys.guides(), loadGuides) : null)
  const guidesState: GuidesState = guides.status === "failure" ? { status: "failure", message: guides.error.message } : guides

  const close = () => setOpenModal(null)

  const send = async (kind: "save" | "skip", answers: Answers = NO_ANSWERS) => {
    setPending(kind)
    setError(null)
    const exit = await action.run(saveProfile(kind === "skip" ? { skip: true } : profileBody(answers)))
    setPending(null)
    if (Exit.isSuccess(exit)) {
      if (kind === "skip") close()
      else setStep("guides")
      return
    }
    Option.map(failureOf(exit.cause), (failure) => setError(failure.serverMessage ?? failure.message))
  }

  const openGuide = (guide: Guide) => {
    setGuide(guide)
    setOpenModal("video")
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} width={WELCOME_WIDTH}>
      <WelcomeView
        step={step}
        onSave={(answers) => send("save", answers)}
        error={error}
        onSkip={() => void send("skip")}
        pending={pending}
        guides={guidesState}
        onOpenGuide={openGuide}
        onClose={close}
      />
    </Modal>
  )
}
