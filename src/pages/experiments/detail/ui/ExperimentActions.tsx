// Start (draft), Stop (running: stops the counting), Declare winner (running or stopped, with a
// confirmation; ends the HubSpot A/B test) and Delete experiment (whenever it is not running: a running
// experiment must be stopped first).
import { useState } from "react"

import type { Experiment } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"
import { SelectField } from "@/shared/ui/select-field"

import { DELETE_EXPERIMENT } from "./DeleteExperimentDialog.tsx"
import styles from "./ExperimentDetailPage.module.css"

export interface ExperimentActionsProps {
  readonly experiment: Experiment
  readonly isPending: boolean
  readonly onStart: () => void
  readonly onStop: () => void
  readonly onDeclareWinner: (variantId: number) => Promise<void> | void
  /** Opens the 'Delete experiment' confirmation. */
  readonly onDelete: () => void
}

export function ExperimentActions({ experiment, isPending, onStart, onStop, onDeclareWinner, onDelete }: ExperimentActionsProps) {
  // Until the user picks one, the current leader is proposed (it may change while the results update).
  const [picked, setChoice] = useState<string | null>(null)
  const choice = picked ?? (experiment.leader_variant_id === null ? null : String(experiment.leader_variant_id))
  const [confirming, setConfirming] = useState(false)
  const chosen = experiment.variants.find((variant) => String(variant.id) === choice)
  const mayDeclare = experiment.status === "running" || experiment.status === "stopped"

  return (
    <div className={styles.actions}>
      {experiment.status === "draft" ? (
        <Button onPress={onStart} isPending={isPending}>
          Start
        </Button>
      ) : null}
      {experiment.status === "running" ? (
        <Button variant="secondary" onPress={onStop} isPending={isPending}>
          Stop
        </Button>
      ) : null}
      {mayDeclare ? (
        <>
          <SelectField
            label="Winner"
            items={experiment.variants.map((variant) => ({ id: String(variant.id), label: variant.name }))}
            selectedKey={choice}
            onSelectionChange={setChoice}
            placeholder="Choose a variant"
          />
          <Button onPress={() => setConfirming(true)} isDisabled={chosen === undefined}>
            Declare winner
          </Button>
        </>
      ) : null}
      {experiment.status === "running" ? null : (
        <Button variant="danger" onPress={onDelete} isDisabled={isPending}>
          {DELETE_EXPERIMENT}
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title="Are you sure?"
        text={`${chosen?.name ?? "This variant"} will be declared the winner and the HubSpot A/B test will end: visitors see only the winning version from then on. This cannot be undone.`}
        confirmLabel="Yes, declare it!"
        cancelLabel="Cancel"
        isPending={isPending}
        onConfirm={() => {
          if (chosen !== undefined) void Promise.resolve(onDeclareWinner(chosen.id)).then(() => setConfirming(false))
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
