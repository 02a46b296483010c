// The onboarding modals, mounted once by the signed-in layouts: welcome, welcome to v5, video and ask-review.
import { useOnboardingPrompt } from "../model/useOnboardingPrompt.ts"
import { AskReviewModal } from "./AskReviewModal.tsx"
import { VideoModal } from "./VideoModal.tsx"
import { WelcomeModal } from "./WelcomeModal.tsx"
import { WelcomeV5Modal } from "./WelcomeV5Modal.tsx"

export function OnboardingModals() {
  useOnboardingPrompt()
  return (
    <>
      <WelcomeModal />
      <WelcomeV5Modal />
      <VideoModal />
      <AskReviewModal />
    </>
  )
}
