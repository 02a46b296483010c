// 'Save as layout' in the Layouts drawer: names the portal's setup (its installed modules and theme files,
// recorded by the server) and saves it as a layout, which can later be applied to this portal or another
// of the agency. The name is prefilled; a refusal shows the server's reason on the field, or above the
// buttons when it is about the portal (a portal holding nothing is not saved: the layout would be empty).
import { Exit, Option } from "effect"
import { type FormEvent, useState } from "react"

import { historyKeys } from "@/entities/history"
import { layoutKeys } from "@/entities/layout"
import { failureOf, type Layout, type Portal, useApiAction } from "@/shared/api"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { saveLayout } from "../api/saveLayout.ts"
import styles from "./SaveLayoutForm.module.css"

const SAVE_LABEL = "Save as layout"
const SAVED_TEXT = "Layout has been saved!"
const NAME_REQUIRED = "The name field is required."
const NAME_MAX = 255

const defaultLayoutName = (portal: string, today: Date) => `${portal} setup ${today.toISOString().slice(0, 10)}`

interface SaveLayoutFormProps {
  portal: Pick<Portal, "id" | "name">
  onSaved: (layout: Layout) => void
}

export function SaveLayoutForm({ portal, onSaved }: SaveLayoutFormProps) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const [refusal, setRefusal] = useState<string | null>(null)
  // A new layout in the lists, and a save entry in the portal's History.
  const { isPending, run } = useApiAction({ invalidates: [layoutKeys.lists(), historyKeys.ofPortal(portal.id)] })
  const { show } = useAlerts()

  const start = () => {
    setName(defaultLayoutName(portal.name, new Date()))
    setError(undefined)
    setRefusal(null)
    setOpen(true)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === "") return setError(NAME_REQUIRED)
    setRefusal(null)
    const exit = await run(saveLayout(portal.id, name.trim()))
    if (Exit.isSuccess(exit)) {
      setOpen(false)
      show({ type: "success", content: SAVED_TEXT })
      onSaved(exit.value)
      return
    }
    Option.map(failureOf(exit.cause), (failure) => {
      const message = failure.serverMessage ?? failure.message
      // A refusal about the portal (it holds nothing to save) is not the name's fault: said above the buttons.
      if (failure.fieldErrors?.["portal"] !== undefined) setRefusal(message)
      else setError(message)
    })
  }

  if (!open) {
    return (
      <Button size="sm" variant="secondary" onPress={start}>
        {SAVE_LABEL}
      </Button>
    )
  }
  return (
    <form className={styles.form} aria-label={SAVE_LABEL} onSubmit={(event) => void submit(event)}>
      <TextField
        label="Layout name"
        value={name}
        onChange={(value) => {
          setName(value)
          setError(undefined)
        }}
        maxLength={NAME_MAX}
        isRequired
        autoFocus
        description="Saves the modules and theme files this portal holds now."
        {...(error === undefined ? {} : { errorMessage: error })}
      />
      {refusal === null ? null : <Alert type="danger">{refusal}</Alert>}
      <div className={styles.actions}>
        <Button size="sm" type="submit" isPending={isPending}>
          Save
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
