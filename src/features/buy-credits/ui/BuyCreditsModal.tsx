// The credit purchase modal (866 px), mounted once in the app layer and opened by openModalAtom
// "credit-purchase": from the user menu's Buy (the active agency, 1 credit) or from Buy & Install with
// no credit (creditPurchaseAtom, chain mode: success hands the module button back its token).
import { useAtom, useAtomValue, useSetAtom } from "jotai"
import { useEffect, useRef } from "react"

import { activeAgencyIdAtom } from "@/entities/agency"
import {
  CardEntryProvider,
  creditChainResumeAtom,
  creditPurchaseAtom,
  type CreditPurchaseRequest,
  type PaymentWatchTiming
} from "@/entities/payment"
import { openModalAtom } from "@/shared/lib/modal"
import { Modal } from "@/shared/ui/dialog"

import { useBuyCredits } from "../model/useBuyCredits.ts"
import { BuyCreditsView } from "./BuyCreditsView.tsx"

export const BUY_CREDITS_WIDTH = 866

export interface BuyCreditsModalProps {
  /** Tests and stories pass 0. */
  cardMountDelayMs?: number
  /** When the wait for the payment reads its status and gives up (tests shorten it). */
  timing?: PaymentWatchTiming
}

export function BuyCreditsModal(props: BuyCreditsModalProps) {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const [request, setRequest] = useAtom(creditPurchaseAtom)
  const activeAgencyId = useAtomValue(activeAgencyIdAtom)
  const resume = useSetAtom(creditChainResumeAtom)
  const purchase: CreditPurchaseRequest | null =
    request ?? (activeAgencyId !== null ? { agencyId: activeAgencyId, needed: 1, chain: null } : null)
  const isOpen = openModal === "credit-purchase" && purchase !== null

  // However the success step is closed (its button, Escape, the overlay), a chained purchase resumes.
  const succeeded = useRef(false)
  const close = () => {
    setOpenModal(null)
    setRequest(null)
    if (succeeded.current && purchase?.chain) resume(purchase.chain)
    succeeded.current = false
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} width={BUY_CREDITS_WIDTH}>
      {purchase !== null ? (
        <CardEntryProvider>
          <BuyCreditsFlow {...props} purchase={purchase} onClose={close} onSucceeded={() => (succeeded.current = true)} />
        </CardEntryProvider>
      ) : null}
    </Modal>
  )
}

interface BuyCreditsFlowProps extends BuyCreditsModalProps {
  purchase: CreditPurchaseRequest
  onClose: () => void
  onSucceeded: () => void
}

function BuyCreditsFlow({ purchase, onClose, onSucceeded, cardMountDelayMs, timing }: BuyCreditsFlowProps) {
  const state = useBuyCredits({ agencyId: purchase.agencyId, needed: purchase.needed, ...(timing !== undefined ? { timing } : {}) })
  useEffect(() => {
    if (state.step === "success") onSucceeded()
  }, [state.step, onSucceeded])
  return (
    <BuyCreditsView
      packs={{
        status: state.packs.status,
        reload: state.packs.reload,
        ...(state.packs.status === "failure" ? { error: state.packs.error } : {})
      }}
      options={state.options}
      selected={state.selected}
      onSelect={state.select}
      step={state.step}
      onContinue={state.goToPayment}
      onBack={state.backToPlans}
      onPay={state.pay}
      isPaying={state.isPaying}
      error={state.error}
      paymentId={state.paymentId}
      isSlow={state.isSlow}
      isUncertain={state.isUncertain}
      onCheckAgain={state.checkAgain}
      isChain={purchase.chain !== null}
      onClose={onClose}
      {...(cardMountDelayMs !== undefined ? { cardMountDelayMs } : {})}
    />
  )
}
