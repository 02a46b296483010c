// 'Save as layout' in the Layouts drawer: names the portal's setup (its installed modules and theme files,
// recorded by the server) and saves it as a layout, which can later be applied to this portal or another
// of the agency. The name is prefilled and checked by the contract's create body; a refusal shows the
// server's reason on the field it names, or above the buttons otherwise (a portal holding nothing is not
// saved: the layout would be empty).
import { useStore } from "@tanstack/react-form"
import { Exit, Option } from "effect"
import { useState } from "react"

import { historyKeys } from "@/entities/history"
import { layoutKeys } from "@/entities/layout"
import { failureOf, type Layout, LayoutCreatePayload, type Portal, useApiAction } from "@/shared/api"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { showServerFaults, useContractForm } from "@/shared/ui/form"

import { saveLayout } from "../api/saveLayout.ts"
import styles from "./SaveLayoutForm.module.css"

const SAVE_LABEL = "Save as layout"
const SAVED_TEXT = "Layout has been saved!"
const NAME_MAX = 255

const defaultLayoutName = (portal: string, today: Date) => `${portal} setup ${today.toISOString().slice(0, 10)}`

interface SaveLayoutFormProps {
  portal: Pick<Portal, "id" | "name">
  onSaved: (layout: Layout) => void
}

export function SaveLayoutForm({ portal, onSaved }: SaveLayoutFormProps) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)}>
        {SAVE_LABEL}
      </Button>
    )
  }
  return (
    <LayoutNameForm
      portal={portal}
      onClose={() => setOpen(false)}
      onSaved={(layout) => {
        setOpen(false)
        onSaved(layout)
      }}
    />
  )
}

/** The open form: mounted afresh on each opening, so the name is prefilled with today's date every time. */
function LayoutNameForm({ portal, onSaved, onClose }: SaveLayoutFormProps & { onClose: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  // A new layout in the lists, and a save entry in the portal's History.
  const { isPending, run } = useApiAction({ invalidates: [layoutKeys.lists(), historyKeys.ofPortal(portal.id)] })
  const { show } = useAlerts()
  const form = useContractForm({
    defaultValues: { name: defaultLayoutName(portal.name, new Date()) },
    schema: LayoutCreatePayload,
    toBody: (values) => ({ portal: portal.id, name: values.name.trim() }),
    onSubmit: async (values, formApi) => {
      setRefusal(null)
      const exit = await run(saveLayout(portal.id, values.name.trim()))
      if (Exit.isSuccess(exit)) {
        show({ type: "success", content: SAVED_TEXT })
        onSaved(exit.value)
        return
      }
      Option.map(failureOf(exit.cause), (failure) => {
        // A refusal about the portal (it holds nothing to save) is not the name's fault: said above the buttons.
        if (!showServerFaults(formApi, failure)) setRefusal(failure.serverMessage ?? failure.message)
      })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  return (
    <form
      className={styles.form}
      aria-label={SAVE_LABEL}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label="Layout name"
            maxLength={NAME_MAX}
            isRequired
            autoFocus
            description="Saves the modules and theme files this portal holds now."
          />
        )}
      </form.AppField>
      {refusal === null ? null : <Alert type="danger">{refusal}</Alert>}
      <div className={styles.actions}>
        <Button size="sm" type="submit" isPending={isPending || isSubmitting}>
          Save
        </Button>
        <Button size="sm" variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
