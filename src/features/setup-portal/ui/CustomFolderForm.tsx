// /sr-custom-setup's card content: the portal's name (prefilled), the folder name, its availability in
// the portal's CRM design manager (checked on request), then Install into it. Both names are checked by
// the custom setup body's contract, in the server's words, before the folder is checked or installed into.
import { useStore } from "@tanstack/react-form"
import { Effect, Exit, Option } from "effect"
import { useRef, useState } from "react"

import { CustomSetupPayload, failureOf, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { firstError, showServerFaults, useContractForm } from "@/shared/ui/form"

import { checkFolder, startCustomSetup } from "../api/setup.ts"
import { changedName } from "../model/portalName.ts"
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

interface FolderValues {
  name: string
  folder: string
}

export function CustomFolderForm({ portalId, portalName, initialName, onStarted, onBack }: CustomFolderFormProps) {
  const checking = useApiAction({ invalidates: [] })
  const installing = useApiAction({ invalidates: setupKeys(portalId) })
  const [check, setCheck] = useState<Check>({ kind: "unchecked" })
  // "Check availability" only checks; Enter and Install install once the folder is known to be free.
  const onlyCheck = useRef(false)

  const failed = (error: { status: number; serverMessage?: string | undefined; message: string }) =>
    setCheck(error.status === 409 ? { kind: "already-set-up" } : { kind: "error", message: error.serverMessage ?? error.message })

  const runCheck = async (folder: string) => {
    const exit = await checking.run(Effect.suspend(() => checkFolder(portalId, folder)))
    if (Exit.isSuccess(exit)) return setCheck(exit.value ? { kind: "available", folder } : { kind: "taken", folder })
    Option.map(failureOf(exit.cause), failed)
  }

  const install = async (values: FolderValues, formApi: Parameters<typeof showServerFaults>[0]) => {
    const folder = values.folder.trim()
    const exit = await installing.run(Effect.suspend(() => startCustomSetup(portalId, folder, changedName(values.name, portalName))))
    if (Exit.isSuccess(exit)) return onStarted(exit.value, folder)
    Option.map(failureOf(exit.cause), (error) => {
      if (error.status === 422 && error.serverMessage === FOLDER_TAKEN) return setCheck({ kind: "taken", folder })
      if (error.status === 422 && showServerFaults(formApi, error)) return
      failed(error)
    })
  }

  const form = useContractForm<FolderValues>({
    defaultValues: { name: initialName ?? portalName, folder: "" },
    schema: CustomSetupPayload,
    toBody: (values) => ({ portal_id: portalId, folder: values.folder.trim(), name: values.name.trim() }),
    onSubmit: (values, formApi) => {
      const folder = values.folder.trim()
      const free = check.kind === "available" && check.folder === folder
      return free && !onlyCheck.current ? install(values, formApi) : runCheck(folder)
    }
  })
  const folder = useStore(form.store, (state) => state.values.folder).trim()
  const available = check.kind === "available" && check.folder === folder

  const submit = (checkOnly: boolean) => {
    onlyCheck.current = checkOnly
    void form.handleSubmit()
  }

  if (check.kind === "already-set-up") return <AlreadySetUp portalId={portalId} />
  const stale = check.kind !== "unchecked" && check.kind !== "error" && check.folder !== folder
  return (
    <form
      className={styles.form}
      aria-label="Custom folder"
      onSubmit={(event) => {
        event.preventDefault()
        submit(false)
      }}
      noValidate
    >
      <form.Field name="name">
        {(field) => (
          <PortalNameField
            value={field.state.value}
            onChange={field.handleChange}
            error={firstError(field.state.meta.errors) ?? null}
            isDisabled={installing.isPending}
          />
        )}
      </form.Field>
      <form.AppField
        name="folder"
        listeners={{ onChange: () => setCheck((current) => (current.kind === "error" ? { kind: "unchecked" } : current)) }}
      >
        {(field) => (
          <field.TextField
            label="Folder name"
            isRequired
            autoFocus
            maxLength={60}
            description="Letters, numbers, dashes and underscores."
          />
        )}
      </form.AppField>
      {check.kind === "available" && !stale ? <Alert type="success">{folderAvailable(check.folder)}</Alert> : null}
      {check.kind === "taken" && !stale ? <Alert type="danger">{FOLDER_TAKEN}</Alert> : null}
      {check.kind === "error" ? <Alert type="danger">{check.message}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant={available ? "secondary" : "primary"}
          isPending={checking.isPending}
          isDisabled={installing.isPending}
          onPress={() => submit(true)}
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
