// The Register modal's form. Values are kept locally as they are typed and cleared after success; the
// browser then goes to the answer's data.url. A failure only stops loading (spec 2 section 8), except
// that a refused form (422) shows the server's message beside the field it names (else above the
// buttons), and a rate limit (429) shows it above the buttons.
import { useStore } from "@tanstack/react-form"
import { Exit, Option } from "effect"
import { useEffect, useState } from "react"

import { failureOf, useApiAction } from "@/shared/api"
import { showServerFaults, useContractForm } from "@/shared/ui/form"

import { register } from "../api/register.ts"
import { clearRegisterForm, loadRegisterForm, registerChecks, saveRegisterForm, toRegisterPayload } from "./registerForm.ts"

const SHOWN_STATUSES = new Set([422, 429])

export function useRegisterForm(goTo: (url: string) => void) {
  const [initial] = useState(loadRegisterForm)
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  // Pending until the browser has left: the page is being replaced.
  const [leaving, setLeaving] = useState(false)
  // Registering signs nobody in and changes nothing this browser has read.
  const { run } = useApiAction({ invalidates: [] })
  const form = useContractForm({
    defaultValues: initial,
    ...registerChecks,
    onSubmit: async (values, formApi) => {
      setServerMessage(null)
      const exit = await run(register(toRegisterPayload(values)))
      if (Exit.isSuccess(exit)) {
        clearRegisterForm()
        setLeaving(true)
        goTo(exit.value)
        return
      }
      Option.map(failureOf(exit.cause), (error) => {
        if (!SHOWN_STATUSES.has(error.status)) return
        if (error.status === 422 && showServerFaults(formApi, error)) return
        setServerMessage(error.message)
      })
    }
  })

  // The values are kept as they are typed: only a change of the values writes them (the submit's own
  // state changes do not, so the draft cleared after success stays cleared).
  useEffect(() => {
    let kept = form.state.values
    const subscription = form.store.subscribe((state) => {
      if (state.values === kept) return
      kept = state.values
      saveRegisterForm(state.values)
    })
    return () => subscription.unsubscribe()
  }, [form])

  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  return { form, serverMessage, isSubmitting: isSubmitting || leaving }
}
