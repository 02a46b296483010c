// A template card's install flow (spec 2 section 4): website and landing templates ask for a page type
// and domain, run a batch and then create the page; blogs run a batch; system templates are one call.
// The card shows the batch's progress; the outcome is an alert.
import { type Duration, Effect, Exit, Option } from "effect"
import { createElement, useCallback, useRef, useState } from "react"

import { batchKeys, CONNECTION_ISSUES, pollBatch, useBatchStarted } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { pageTemplateKeys } from "@/entities/page-template"
import { type ApiClient, type ApiError, type Batch, type CreatedPage, failureOf, type PageTemplate, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { createPage, installSystemTemplate, startBlogInstall, startPageInstall } from "../api/templateInstall.ts"
import { PageCreatedMessage } from "../ui/PageCreatedMessage.tsx"
import { StillCreatingMessage } from "../ui/StillCreatingMessage.tsx"
import { blogAdded } from "./messages.ts"
import { batchOutcome } from "./pollBatch.ts"
import type { PageChoice } from "./selection.ts"

export type TemplateInstallState =
  | { readonly kind: "idle" }
  | { readonly kind: "choosing" }
  /** total is 0 until the batch's first read (and for the one-call system install). */
  | { readonly kind: "installing"; readonly done: number; readonly total: number }

export interface TemplateInstallOptions {
  readonly template: Pick<PageTemplate, "key" | "name" | "type">
  readonly portalId: number
  /** Called after a successful install, so the drawer can reload (a blog's activate_url arrives). */
  readonly onInstalled: () => void
  readonly pollInterval?: Duration.DurationInput
}

type Ending = { readonly kind: "page"; readonly page: CreatedPage } | { readonly kind: "added" } | { readonly kind: "incomplete" }

const IDLE: TemplateInstallState = { kind: "idle" }

export function useTemplateInstall({ template, portalId, onInstalled, pollInterval }: TemplateInstallOptions) {
  // The install ended: the portal's templates (their installed state), History and batches changed.
  const { run } = useApiAction({
    invalidates: [pageTemplateKeys.ofPortal(portalId), historyKeys.ofPortal(portalId), batchKeys.ofPortal(portalId)]
  })
  const { show } = useAlerts()
  const batchStarted = useBatchStarted()
  const [state, setState] = useState<TemplateInstallState>(IDLE)
  /** The website or landing batch under way: closing the drawer leaves a way to its page. */
  const pageBatch = useRef<string | null>(null)

  // Following a batch starts by telling the editor bar's Activity entry that it exists.
  const follow = useCallback(
    (batchId: string) =>
      Effect.zipRight(
        Effect.sync(() => batchStarted(portalId)),
        pollBatch(batchId, {
          ended: (batch) => batchOutcome(batch) !== "running",
          onProgress: (batch: Batch) =>
            setState({ kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs }),
          interval: pollInterval
        })
      ),
    [pollInterval, batchStarted, portalId]
  )

  const finish = useCallback(
    async (flow: Effect.Effect<Ending, ApiError, ApiClient>) => {
      const exit = await run(flow)
      const leftBatch = pageBatch.current
      pageBatch.current = null
      if (Exit.isFailure(exit)) {
        Option.match(failureOf(exit.cause), {
          // The card unmounted (the drawer closed): the server still makes the page when the batch ends.
          onNone: () => {
            if (leftBatch !== null) {
              show({
                type: "warning",
                content: createElement(StillCreatingMessage, { name: template.name, portalId, batchId: leftBatch }),
                onPageBeneath: true
              })
            }
          },
          onSome: (error) => {
            setState(IDLE)
            show({ type: "danger", content: error.serverMessage ?? error.message })
          }
        })
        return
      }
      setState(IDLE)
      const ending = exit.value
      if (ending.kind === "incomplete") return void show({ type: "danger", content: CONNECTION_ISSUES })
      // A blog's Activate appears once the reloaded list brings its activate_url.
      show({
        type: "success",
        content: ending.kind === "added" ? blogAdded(template.name) : createElement(PageCreatedMessage, { page: ending.page })
      })
      onInstalled()
    },
    [run, show, onInstalled, template.name, portalId]
  )

  const installPage = useCallback(
    (choice: PageChoice) => {
      setState({ kind: "installing", done: 0, total: 0 })
      const flow = startPageInstall({ page: template.key, portal: portalId, ...choice }).pipe(
        Effect.tap((batchId) => Effect.sync(() => (pageBatch.current = batchId))),
        Effect.flatMap(follow),
        Effect.flatMap((batch): Effect.Effect<Ending, ApiError, ApiClient> =>
          batchOutcome(batch) === "complete"
            ? Effect.map(createPage(batch.id), (page) => ({ kind: "page", page }))
            : Effect.succeed({ kind: "incomplete" })
        )
      )
      void finish(flow)
    },
    [template.key, portalId, follow, finish]
  )

  const press = useCallback(() => {
    if (template.type === "website-page" || template.type === "landing-page") return setState({ kind: "choosing" })
    setState({ kind: "installing", done: 0, total: 0 })
    if (template.type === "system") {
      return void finish(Effect.map(installSystemTemplate(template.key, portalId), (page): Ending => ({ kind: "page", page })))
    }
    // Blogs (spec: '{name} has been added!' at progress 100) report a failure only when every job failed.
    const flow = startBlogInstall(template.key, portalId).pipe(
      Effect.flatMap(follow),
      Effect.map((batch): Ending =>
        batch.totalJobs > 0 && batch.failedJobs === batch.totalJobs ? { kind: "incomplete" } : { kind: "added" }
      )
    )
    void finish(flow)
  }, [template.type, template.key, portalId, follow, finish])

  const cancel = useCallback(() => setState(IDLE), [])

  return { state, press, installPage, cancel } as const
}
