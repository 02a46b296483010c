// The Buy Credits modal's content for each step; BuyCreditsModal drives it. Kept free of state so the
// stories can show every step.
import { Label, Link, Radio, RadioGroup } from "react-aria-components"

import { CardField } from "@/entities/payment"
import { type CreditPack, type CreditPlanOption, type QueryResult } from "@/shared/api"
import { paymentProcessHref } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { Button, buttonClassName } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"

import { creditsLabel, formatAmount, perCreditLabel, savingLabel } from "../model/creditOptions.ts"
import { type BuyCreditsStep, CREDITS_ON_THEIR_WAY, PAYMENT_UNCONFIRMED } from "../model/useBuyCredits.ts"
import styles from "./BuyCredits.module.css"

export const SUCCESS_TITLE = "Credit Purchase Successful!"

export interface BuyCreditsViewProps {
  packs: Pick<QueryResult<ReadonlyArray<CreditPack>>, "status" | "reload"> & { error?: { message: string } }
  options: ReadonlyArray<CreditPlanOption>
  selected: number
  onSelect: (credit: number) => void
  step: BuyCreditsStep
  onContinue: () => void
  onBack: () => void
  onPay: () => void
  isPaying: boolean
  error: string | null
  paymentId: number | null
  /** The card was confirmed a minute ago and no answer came: say so and offer 'Check again'. */
  isSlow: boolean
  /** The provider's answer to the card was lost: the card may not have been charged. */
  isUncertain?: boolean
  onCheckAgain: () => void
  /** Chain mode: success leads back to Confirm Purchase. */
  isChain: boolean
  onClose: () => void
  /** Passed to the card field (tests and stories use 0). */
  cardMountDelayMs?: number
}

export function BuyCreditsView(props: BuyCreditsViewProps) {
  const {
    packs,
    options,
    selected,
    onSelect,
    step,
    onContinue,
    onBack,
    onPay,
    isPaying,
    error,
    paymentId,
    isSlow,
    isUncertain = false,
    onCheckAgain,
    isChain,
    onClose,
    cardMountDelayMs
  } = props
  const option = options.find((candidate) => candidate.credit === selected) ?? null

  if (step === "success") {
    return (
      <Dialog
        title={SUCCESS_TITLE}
        footer={
          <Button onPress={onClose} autoFocus>
            {isChain ? "Continue" : "Done"}
          </Button>
        }
      >
        <p className={styles.text}>
          {option !== null
            ? `${creditsLabel(option.credit)} ${option.credit === 1 ? "has" : "have"} been added to your agency.`
            : "Your credits have been added to your agency."}
          {isChain ? " Continue to unlock your module." : ""}
        </p>
      </Dialog>
    )
  }

  if (packs.status === "loading") {
    return (
      <Dialog title="Buy Credits">
        <Spinner label="Loading credit plans…" />
      </Dialog>
    )
  }
  if (packs.status === "failure") {
    return (
      <Dialog
        title="Buy Credits"
        footer={
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
        }
      >
        <Alert type="danger" title="The credit plans could not be loaded.">
          <p>{packs.error?.message}</p>
          <Button size="sm" variant="secondary" onPress={packs.reload}>
            Retry
          </Button>
        </Alert>
      </Dialog>
    )
  }

  if (step === "plan") {
    return (
      <Dialog
        title="Buy Credits"
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            <Button onPress={onContinue} isDisabled={option === null}>
              Continue
            </Button>
          </>
        }
      >
        <RadioGroup className={styles.plans} value={String(selected)} onChange={(value) => onSelect(Number(value))}>
          <Label className={styles.label}>Choose a credit plan</Label>
          {options.map((candidate) => (
            <Radio
              key={candidate.credit}
              value={String(candidate.credit)}
              className={styles.plan}
              aria-label={`${creditsLabel(candidate.credit)} for ${formatAmount(candidate.amount)}`}
            >
              <span className={styles.planCredits}>{creditsLabel(candidate.credit)}</span>
              <span className={styles.planPrice}>{formatAmount(candidate.amount)}</span>
              <span className={styles.planPer}>{perCreditLabel(candidate)}</span>
              <span className={styles.planSaving}>{savingLabel(candidate.saving)}</span>
            </Radio>
          ))}
        </RadioGroup>
        <p className={styles.hint}>One credit unlocks one module for one portal.</p>
      </Dialog>
    )
  }

  return (
    <Dialog
      title="Buy Credits"
      footer={
        isSlow ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
            <Button onPress={onCheckAgain}>Check again</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onPress={onBack} isDisabled={isPaying}>
              Back
            </Button>
            <Button onPress={onPay} isPending={isPaying}>
              {option !== null ? `Pay ${formatAmount(option.amount)}` : "Pay"}
            </Button>
          </>
        )
      }
    >
      <p className={styles.summary}>{option !== null ? `${creditsLabel(option.credit)} — ${formatAmount(option.amount)}` : null}</p>
      {/* The payer's next job is the card number, not Pay. */}
      <CardField autoFocus {...(cardMountDelayMs !== undefined ? { mountDelayMs: cardMountDelayMs } : {})} />
      {error !== null ? <Alert type="danger">{error}</Alert> : null}
      {isSlow ? (
        <Alert type={isUncertain ? "warning" : "success"} title={isUncertain ? PAYMENT_UNCONFIRMED : CREDITS_ON_THEIR_WAY}>
          <p>
            {isUncertain
              ? "The payment service did not answer, so your card may or may not have been charged. Check again before paying again."
              : "Your card was charged; the credits appear as soon as the payment provider confirms it."}{" "}
            {paymentId !== null ? (
              <Link className={buttonClassName("link", "sm")} href={paymentProcessHref(paymentId)}>
                Check payment status
              </Link>
            ) : null}
          </p>
        </Alert>
      ) : isPaying ? (
        <p className={styles.text} role="status">
          Waiting for the payment to be confirmed…
        </p>
      ) : null}
    </Dialog>
  )
}
