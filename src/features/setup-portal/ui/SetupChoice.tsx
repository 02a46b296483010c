// /sr-setup's card content: the portal's name (prefilled with its CRM account's), what the setup installs
// and the two ways to do it — the default folder (starts the batch at once) or a custom folder (its own
// page). Either way the name is checked first by the setup body's contract, in the server's words.
import { Effect, Exit, Option } from "effect"
import { useRef, useState } from "react"

import { failureOf, SetupPayload, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { firstError, showServerFaults, useContractForm } from "@/shared/ui/form"

import { startSetup } from "../api/setup.ts"
import { changedName } from "../model/portalName.ts"
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

/** Which button sent the form: both check the name, then install at once or go on to the custom page. */
type Way = "default" | "custom"

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
  const nameBox = useRef<HTMLDivElement>(null)
  const way = useRef<Way>("default")
  const passed = useRef(false)
  const form = useContractForm({
    defaultValues: { name: portalName },
    schema: SetupPayload,
    // The name is checked as typed, even when unchanged; it is sent only when changed.
    toBody: (values) => ({ portal_id: portalId, name: values.name.trim() }),
    onSubmit: async (values, formApi) => {
      passed.current = true
      const name = changedName(values.name, portalName)
      if (way.current === "custom") return onCustom(name)
      const exit = await run(Effect.suspend(() => startSetup(portalId, name)))
      if (Exit.isSuccess(exit)) return onStarted(exit.value)
      Option.map(failureOf(exit.cause), (error) => {
        if (error.status === 422 && showServerFaults(formApi, error)) return
        setProblem(error.status === 409 ? { kind: "already-set-up" } : { kind: "error", message: error.serverMessage ?? error.message })
      })
    }
  })

  /** A wrong name stops the step and takes the user back to the field. */
  const go = async (chosen: Way) => {
    setProblem(null)
    way.current = chosen
    passed.current = false
    await form.handleSubmit()
    if (!passed.current) nameBox.current?.querySelector("input")?.focus()
  }

  if (problem?.kind === "already-set-up") return <AlreadySetUp portalId={portalId} />
  return (
    <div className={styles.choices}>
      <div ref={nameBox}>
        <form.Field name="name">
          {(field) => (
            <PortalNameField
              value={field.state.value}
              onChange={field.handleChange}
              error={firstError(field.state.meta.errors) ?? null}
              isDisabled={isPending}
            />
          )}
        </form.Field>
      </div>
      <SetupInstallList />
      {problem?.kind === "error" ? <Alert type="danger">{problem.message}</Alert> : null}
      <div className={styles.choice}>
        <Button isPending={isPending} onPress={() => void go("default")}>
          Install in the default folder (sr)
        </Button>
        <p>Recommended. Everything goes into the folder 'sr'.</p>
      </div>
      <div className={styles.choice}>
        <Button variant="secondary" isDisabled={isPending} onPress={() => void go("custom")}>
          Use a custom folder
        </Button>
        <p>Choose the folder name yourself, e.g. when 'sr' is taken.</p>
      </div>
    </div>
  )
}
