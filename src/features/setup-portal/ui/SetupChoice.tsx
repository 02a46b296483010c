// /sr-setup's card content: what the setup installs and the two ways to do it — the default folder
// (starts the batch at once) or a custom folder (its own page).
import { Effect, Exit, Option } from "effect"
import { useState } from "react"
import { failureOf, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { startSetup } from "../api/setup.ts"
import { AlreadySetUp } from "./AlreadySetUp.tsx"
import styles from "./SetupWizard.module.css"

export interface SetupChoiceProps {
  portalId: number
  /** The setup batch started: follow it on the installer page. */
  onStarted: (batchId: string) => void
  /** The user wants to name the folder. */
  onCustom: () => void
}

type Problem = { readonly kind: "already-set-up" } | { readonly kind: "error"; readonly message: string }

export function SetupInstallList() {
  return (
    <ul className={styles.list}>
      <li>the theme files (templates, styles and scripts) in your portal's design manager</li>
      <li>the starter website pages Home and Services</li>
    </ul>
  )
}

export function SetupChoice({ portalId, onStarted, onCustom }: SetupChoiceProps) {
  const { run, isPending } = useApiAction()
  const [problem, setProblem] = useState<Problem | null>(null)

  const installDefault = async () => {
    setProblem(null)
    const exit = await run(Effect.suspend(() => startSetup(portalId)))
    if (Exit.isSuccess(exit)) return onStarted(exit.value)
    Option.map(failureOf(exit.cause), (error) =>
      setProblem(error.status === 409 ? { kind: "already-set-up" } : { kind: "error", message: error.serverMessage ?? error.message }))
  }

  if (problem?.kind === "already-set-up") return <AlreadySetUp portalId={portalId} />
  return (
    <div className={styles.choices}>
      <SetupInstallList />
      {problem?.kind === "error" ? <Alert type="danger">{problem.message}</Alert> : null}
      <div className={styles.choice}>
        <Button isPending={isPending} onPress={() => void installDefault()}>
          Install in the default folder (sr)
        </Button>
        <p>Recommended. Everything goes into the folder 'sr'.</p>
      </div>
      <div className={styles.choice}>
        <Button variant="secondary" isDisabled={isPending} onPress={onCustom}>
          Use a custom folder
        </Button>
        <p>Choose the folder name yourself, e.g. when 'sr' is taken.</p>
      </div>
    </div>
  )
}
