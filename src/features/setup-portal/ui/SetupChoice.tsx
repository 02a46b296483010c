// /sr-setup's card content: the portal's name (prefilled with its CRM account's), what the setup installs
// and the two ways to do it — the default folder (starts the batch at once) or a custom folder (its own page).
import { Effect, Exit, Option } from "effect"
import { useRef, useState } from "react"

import { failureOf, formErrorsOf, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"

import { startSetup } from "../api/setup.ts"
import { changedName, portalNameError } from "../model/portalName.ts"
import { setupKeys } from "../model/setupKeys.ts"
import { AlreadySetUp } from "./AlreadySetUp.tsx"
import { PortalNameField } from "./PortalNameField.tsx"
import styles from "./SetupWizard.module.css"

export interface SetupChoiceProps {
  portalId: number
  /** The portal's name now: the CRM account's until someone renames it. */
  portalName: string
  /** The setup batch started: follow it on the installer page. */
  onStarted: (batchId: string) => void
  /** The user wants to name the folder; `name` is the portal name typed so far, when changed. */
  onCustom: (name: string | undefined) => void
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

export function SetupChoice({ portalId, portalName, onStarted, onCustom }: SetupChoiceProps) {
  const { run, isPending } = useApiAction({ invalidates: setupKeys(portalId) })
  const [problem, setProblem] = useState<Problem | null>(null)
  const [name, setName] = useState(portalName)
  const [nameError, setNameError] = useState<string | null>(null)
  const nameBox = useRef<HTMLDivElement>(null)

  /** A wrong name stops the step and takes the user back to the field. */
  const checkName = () => {
    const error = portalNameError(name)
    setNameError(error)
    if (error !== null) nameBox.current?.querySelector("input")?.focus()
    return error === null
  }

  const installDefault = async () => {
    setProblem(null)
    if (!checkName()) return
    const exit = await run(Effect.suspend(() => startSetup(portalId, changedName(name, portalName))))
    if (Exit.isSuccess(exit)) return onStarted(exit.value)
    Option.map(failureOf(exit.cause), (error) => {
      const fieldError =
        error.status === 422 ? formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, ["name"]).name : undefined
      if (fieldError !== undefined) return setNameError(fieldError)
      setProblem(error.status === 409 ? { kind: "already-set-up" } : { kind: "error", message: error.serverMessage ?? error.message })
    })
  }

  if (problem?.kind === "already-set-up") return <AlreadySetUp portalId={portalId} />
  return (
    <div className={styles.choices}>
      <div ref={nameBox}>
        <PortalNameField
          value={name}
          onChange={(value) => {
            setName(value)
            setNameError(null)
          }}
          error={nameError}
          isDisabled={isPending}
        />
      </div>
      <SetupInstallList />
      {problem?.kind === "error" ? <Alert type="danger">{problem.message}</Alert> : null}
      <div className={styles.choice}>
        <Button isPending={isPending} onPress={() => void installDefault()}>
          Install in the default folder (sr)
        </Button>
        <p>Recommended. Everything goes into the folder 'sr'.</p>
      </div>
      <div className={styles.choice}>
        <Button variant="secondary" isDisabled={isPending} onPress={() => checkName() && onCustom(changedName(name, portalName))}>
          Use a custom folder
        </Button>
        <p>Choose the folder name yourself, e.g. when 'sr' is taken.</p>
      </div>
    </div>
  )
}
