// The start: canary size and failure threshold (the contract's defaults, checked by its Schema), then Start
// rollout. A refusal shows beside the field it names; one naming a portal (portal_ids.N) goes to that portal's
// row in the preview; anything else above the button.
import { useStore } from "@tanstack/react-form"
import { Exit, Option } from "effect"
import { useState } from "react"

import { rolloutKeys, startRollout } from "@/entities/rollout"
import {
  type ApiError,
  failureOf,
  type Rollout,
  ROLLOUT_CANARY_DEFAULT,
  ROLLOUT_THRESHOLD_DEFAULT,
  type RolloutChange,
  RolloutCreatePayload,
  typedNumber,
  useApiAction
} from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { showServerFaults, useContractForm } from "@/shared/ui/form"

import { portalErrorsOf } from "../model/portalErrors.ts"
import styles from "./NewRolloutPage.module.css"

const START_LABEL = "Start rollout"

export interface StartFormProps {
  change: RolloutChange
  portalIds: ReadonlyArray<number>
  /** False when every chosen portal would be skipped: there is nothing to start. */
  canStart: boolean
  onPortalErrors: (errors: ReadonlyMap<number, string>) => void
  onStarted: (rollout: Rollout) => void
}

export function StartForm({ change, portalIds, canStart, onPortalErrors, onStarted }: StartFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const { run, isPending } = useApiAction({ invalidates: [rolloutKeys.lists()] })
  const refused = (formApi: Parameters<typeof showServerFaults>[0], failure: ApiError) => {
    const onPortals = portalErrorsOf(failure, portalIds)
    onPortalErrors(onPortals)
    if (onPortals.size > 0) return setRefusal("Some portals cannot take part: see their rows above.")
    if (!showServerFaults(formApi, failure)) setRefusal(failure.serverMessage ?? failure.message)
  }
  const form = useContractForm({
    defaultValues: { canary_size: String(ROLLOUT_CANARY_DEFAULT), failure_threshold: String(ROLLOUT_THRESHOLD_DEFAULT) },
    schema: RolloutCreatePayload,
    toBody: (values) => ({
      change,
      portal_ids: portalIds,
      canary_size: typedNumber(values.canary_size),
      failure_threshold: typedNumber(values.failure_threshold)
    }),
    onSubmit: async (values, formApi) => {
      setRefusal(null)
      onPortalErrors(new Map())
      const exit = await run(
        startRollout({
          change,
          portal_ids: portalIds,
          canary_size: Number(values.canary_size.trim() === "" ? ROLLOUT_CANARY_DEFAULT : values.canary_size),
          failure_threshold: Number(values.failure_threshold.trim() === "" ? ROLLOUT_THRESHOLD_DEFAULT : values.failure_threshold)
        })
      )
      if (Exit.isSuccess(exit)) return onStarted(exit.value)
      Option.map(failureOf(exit.cause), (failure) => refused(formApi, failure))
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  return (
    <form
      className={styles.startForm}
      aria-label="Start the rollout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <div className={styles.fields}>
        <form.AppField name="canary_size">
          {(field) => (
            <field.TextField label="Canary size" inputMode="numeric" description="Portals that run first, alone; the rest wait for them." />
          )}
        </form.AppField>
        <form.AppField name="failure_threshold">
          {(field) => (
            <field.TextField
              label="Failure threshold"
              inputMode="numeric"
              description="Failed portals at which the rollout pauses itself."
            />
          )}
        </form.AppField>
      </div>
      {refusal === null ? null : <Alert type="danger">{refusal}</Alert>}
      {canStart ? null : <Alert type="warning">Every chosen portal would be skipped: there is nothing to roll out.</Alert>}
      <div className={styles.nav}>
        <Button type="submit" isDisabled={!canStart} isPending={isPending || isSubmitting}>
          {START_LABEL}
        </Button>
      </div>
    </form>
  )
}
