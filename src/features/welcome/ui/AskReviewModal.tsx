// The review request (modal "ask-review"), opened by OnboardingModals when the server says it is due.
// Each answer is sent and thanked with a success alert; Escape or the overlay only closes it for this visit.
import { Exit, Option } from "effect"
import { useAtom } from "jotai"
import { useState } from "react"

import { failureOf, onboardingKeys, type ReviewAnswer, useApiAction } from "@/shared/api"
import { openModalAtom } from "@/shared/lib/modal"
import { useAlerts } from "@/shared/ui/alert"
import { Modal } from "@/shared/ui/dialog"

import { answerReview } from "../api/onboarding.ts"
import { AskReviewView } from "./AskReviewView.tsx"

export const ASK_REVIEW_WIDTH = 520

export function AskReviewModal() {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const [rating, setRating] = useState<number | null>(null)
  const [comment, setComment] = useState("")
  const [pending, setPending] = useState<ReviewAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The answer is part of the user's onboarding state (whether to ask again).
  const action = useApiAction({ invalidates: [onboardingKeys.all] })
  const alerts = useAlerts()
  const close = () => setOpenModal(null)

  const send = async (answer: ReviewAnswer) => {
    setPending(answer)
    setError(null)
    const exit = await action.run(answerReview(answer === "rated" ? { answer, rating: rating!, comment } : { answer }))
    setPending(null)
    if (Exit.isSuccess(exit)) {
      alerts.show({ type: "success", content: exit.value.message })
      close()
      return
    }
    Option.map(failureOf(exit.cause), (failure) => setError(failure.serverMessage ?? failure.message))
  }

  return (
    <Modal isOpen={openModal === "ask-review"} onOpenChange={(open) => (open ? undefined : close())} width={ASK_REVIEW_WIDTH}>
      <AskReviewView
        rating={rating}
        onRatingChange={setRating}
        comment={comment}
        onCommentChange={setComment}
        pending={pending}
        error={error}
        onSend={() => void send("rated")}
        onLater={() => void send("later")}
        onNever={() => void send("never")}
      />
    </Modal>
  )
}
