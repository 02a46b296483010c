// /sr-custom-setup's card content: the portal's name (prefilled), the folder name (the contract's rules),
// its availability in the portal's CRM design manager (checked on request), then Install into it.
import { Effect, Exit, Option } from "effect"
import { type FormEvent, useState } from "react"

import { failureOf, formErrorsOf, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { checkFolder, startCustomSetup } from "../api/setup.ts"
import { folderError } from "../model/folder.ts"
import { changedName, portalNameError } from "../model/portalName.ts"
import { setupKeys } from "../model/setupKeys.ts"
import { AlreadySetUp } from "./AlreadySetUp.tsx"
import { PortalNameField } from "./PortalNameField.tsx"
import styles from "./SetupWizard.module.css"

export const FOLDER_TAKEN = "This folder is already in use."
export const folderAvailable = (folder: string) => `The folder '${folder}' is available.`

export interface CustomFolderFormProps {
  portalId: number
  /** The portal's name now: the CRM account's until someone renames it. */
  portalName: string
  /** The name typed on the first wizard page, carried over; the portal's name otherwise. */
  initialName?: string | undefined
  /** The setup batch started into `folder`: follow it on the installer page. */
  onStarted: (batchId: string, folder: string) => void
  onBack: () => void
}

type Check =
  | { readonly kind: "unchecked" }
  | { readonly kind: "available"; readonly folder: string }
  | { readonly kind: "taken"; readonly folder: string }
  | { readonly kind: "already-set-up" }
  | { readonly kind: "error"; readonly message: string }

export function CustomFolderForm({ portalId, portalName, initialName, onStarted, onBack }: CustomFolderFormProps) {
  const checking = useApiAction({ invalidates: [] })
  const installing = useApiAction({ invalidates: setupKeys(portalId) })
  const [portalNameValue, setPortalName] = useState(initialName ?? portalName)
  const [nameError, setNameError] = useState<string | null>(null)
  const [folder, setFolder] = useState("")
  const [touched, setTouched] = useState(false)
  const [check, setCheck] = useState<Check>({ kind: "unchecked" })
  const name = folder.trim()
  const invalid = folderError(name)
  const shownError = touched ? invalid : null
  const available = check.kind === "available" && check.folder === name

  const failed = (error: { status: number; serverMessage?: string | undefined; message: string }) =>
    setCheck(error.status === 409 ? { kind: "already-set-up" } : { kind: "error", message: error.serverMessage ?? error.message })

  const runCheck = async () => {
    setTouched(true)
    if (invalid !== null) return
    const exit = await checking.run(Effect.suspend(() => checkFolder(portalId, name)))
    if (Exit.isSuccess(exit)) return setCheck(exit.value ? { kind: "available", folder: name } : { kind: "taken", folder: name })
    Option.map(failureOf(exit.cause), failed)
  }

  const install = async () => {
    const wrongName = portalNameError(portalNameValue)
    setNameError(wrongName)
    if (wrongName !== null) return
    const exit = await installing.run(Effect.suspend(() => startCustomSetup(portalId, name, changedName(portalNameValue, portalName))))
    if (Exit.isSuccess(exit)) return onStarted(exit.value, name)
    Option.map(failureOf(exit.cause), (error) => {
      if (error.status === 422 && error.serverMessage === FOLDER_TAKEN) return setCheck({ kind: "taken", folder: name })
      const fieldError =
        error.status === 422 ? formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, ["name"]).name : undefined
      if (fieldError !== undefined) return setNameError(fieldError)
      failed(error)
    })
  }

  // Enter checks the name first, then installs once it is known to be free.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void (available ? install() : runCheck())
  }

  if (check.kind === "already-set-up") return <AlreadySetUp portalId={portalId} />
  const stale = check.kind !== "unchecked" && check.kind !== "error" && check.folder !== name
  return (
    <form className={styles.form} aria-label="Custom folder" onSubmit={submit} noValidate>
      <PortalNameField
        value={portalNameValue}
        onChange={(value) => {
          setPortalName(value)
          setNameError(null)
        }}
        error={nameError}
        isDisabled={installing.isPending}
      />
      <TextField
        label="Folder name"
        value={folder}
        onChange={(value) => {
          setFolder(value)
          if (check.kind === "error") setCheck({ kind: "unchecked" })
        }}
        onBlur={() => setTouched(name !== "" || touched)}
        isRequired
        autoFocus
        maxLength={60}
        description="Letters, numbers, dashes and underscores."
        {...(shownError === null ? {} : { errorMessage: shownError })}
      />
      {check.kind === "available" && !stale ? <Alert type="success">{folderAvailable(check.folder)}</Alert> : null}
      {check.kind === "taken" && !stale ? <Alert type="danger">{FOLDER_TAKEN}</Alert> : null}
      {check.kind === "error" ? <Alert type="danger">{check.message}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant={available ? "secondary" : "primary"}
          isPending={checking.isPending}
          isDisabled={installing.isPending}
          onPress={() => void runCheck()}
        >
          Check availability
        </Button>
        <Button type="submit" isDisabled={!available || checking.isPending} isPending={installing.isPending}>
          Install
        </Button>
        <Button variant="ghost" onPress={onBack} isDisabled={installing.isPending}>
          Back
        </Button>
      </div>
    </form>
  )
}
