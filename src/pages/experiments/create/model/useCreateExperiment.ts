// Loads what the forms offer (pages, templates) and creates the experiment, then opens it. A refusal that
// names a field of the form is shown beside it; any other above the form.
import type { AnyFormApi } from "@tanstack/react-form"
import { useNavigate } from "@tanstack/react-router"
import { Exit, Option } from "effect"
import { useState } from "react"

import { createExperiment, experimentKeys, experimentQueries } from "@/entities/experiment"
import { failureOf, useApiAction, useApiQuery } from "@/shared/api"
import { showServerFaults } from "@/shared/ui/form"

import { type ExperimentValues, toPayload } from "./form.ts"

export const experimentsPath = (portalId: number) => `/portals-main/${portalId}/experiments`

export function useCreateExperiment(portalId: number) {
  const options = useApiQuery(experimentQueries.options(portalId))
  const { run, isPending } = useApiAction({ invalidates: [experimentKeys.ofPortal(portalId)] })
  const [serverError, setServerError] = useState<string | null>(null)
  const navigate = useNavigate()

  const submit = async (values: ExperimentValues, form: AnyFormApi) => {
    setServerError(null)
    const exit = await run(createExperiment(portalId, toPayload(values)))
    if (Exit.isSuccess(exit)) return void navigate({ href: `${experimentsPath(portalId)}/${exit.value.id}` })
    Option.map(failureOf(exit.cause), (error) => {
      if (!showServerFaults(form, error)) setServerError(error.serverMessage ?? error.message)
    })
  }

  return { options, submit, isPending, serverError, clearError: () => setServerError(null) } as const
}
