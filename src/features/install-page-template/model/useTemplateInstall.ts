// A template card's install flow (spec 2 section 4): website and landing templates ask for a page type
// and domain, run a batch and then create the page; blogs run a batch; system templates are one call.
// The card shows the batch's progress, followed as its query (batchQueries.progress) until it ends; the
// outcome is an alert.
import { useQueryClient } from "@tanstack/react-query"
import { Duration, Effect, Exit, Option } from "effect"
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

import { batchKeys, CONNECTION_ISSUES, useBatchStarted, useFollowedBatch } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { pageTemplateKeys } from "@/entities/page-template"
import {
  type ApiClient,
  type ApiError,
  type Batch,
  type CreatedPage,
  failureOf,
  type PageTemplate,
  useApiAction,
  useRuntime
} from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { createPage, installSystemTemplate, startBlogInstall, startPageInstall } from "../api/templateInstall.ts"
import { PageCreatedMessage } from "../ui/PageCreatedMessage.tsx"
import { StillCreatingMessage } from "../ui/StillCreatingMessage.tsx"
import { batchOutcome } from "./batchOutcome.ts"
import { blogAdded } from "./messages.ts"
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
const STARTING: TemplateInstallState = { kind: "installing", done: 0, total: 0 }

/** A website or landing page batch makes a page once it ends; a blog's batch is the install itself. */
type BatchKind = "page" | "blog"

/** What the actions decided: the state shown, or the batch being followed (its query tells its progress). */
type Step = TemplateInstallState | { readonly kind: "following"; readonly batch: BatchKind; readonly batchId: string }

const ended = (batch: Batch) => batchOutcome(batch) !== "running"

/** How an ended batch ends the install: a complete page batch makes its page; a blog fails only when every job failed. */
const decisionOf = (kind: BatchKind, batch: Batch): "create-page" | "added" | "incomplete" => {
  if (kind === "blog") return batch.totalJobs > 0 && batch.failedJobs === batch.totalJobs ? "incomplete" : "added"
  return batchOutcome(batch) === "complete" ? "create-page" : "incomplete"
}

export function useTemplateInstall({ template, portalId, onInstalled, pollInterval }: TemplateInstallOptions) {
  // The install ended: the portal's templates (their installed state), History and batches changed.
  const { run } = useApiAction({
    invalidates: [pageTemplateKeys.ofPortal(portalId), historyKeys.ofPortal(portalId), batchKeys.ofPortal(portalId)]
  })
  const { show } = useAlerts()
  const runtime = useRuntime()
  const queryClient = useQueryClient()
  const batchStarted = useBatchStarted()
  const [step, setStep] = useState<Step>(IDLE)
  const following = step.kind === "following" ? step : null
  const followed = useFollowedBatch(following === null ? null : following.batchId, ended, pollInterval)
  const state: TemplateInstallState =
    step.kind !== "following"
      ? step
      : followed.data === undefined
        ? STARTING
        : { kind: "installing", done: followed.data.processedJobs + followed.data.failedJobs, total: followed.data.totalJobs }
  const endedId = following !== null && followed.data !== undefined && ended(followed.data) ? following.batchId : null
  // The batch's id and how it ended decide the ending, not each read of it.
  const decision = endedId !== null && following !== null && followed.data !== undefined ? decisionOf(following.batch, followed.data) : null
  const failed = following !== null ? followed.error : null

  /** The website or landing batch under way: closing the drawer leaves a way to its page. */
  const pageBatch = useRef<string | null>(null)
  // The card unmounted (the drawer closed) while a page batch was under way: the server still makes the page
  // when the batch ends, and an alert on the page beneath leads to it.
  const leaving = useRef({ show, name: template.name, portalId })
  useLayoutEffect(() => {
    leaving.current = { show, name: template.name, portalId }
  })
  const leave = useCallback((batchId: string) => {
    const { show: showAlert, name, portalId: portal } = leaving.current
    showAlert({
      type: "warning",
      content: createElement(StillCreatingMessage, { name, portalId: portal, batchId }),
      onPageBeneath: true
    })
  }, [])
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      const left = pageBatch.current
      if (left === null) return
      pageBatch.current = null
      leave(left)
    }
  }, [leave])

  /** The install ended with an outcome or a failure: the card is idle again and the alert says how. */
  const conclude = useCallback(
    (exit: Exit.Exit<Ending, ApiError>) => {
      // An interruption (the card unmounted) leaves the alert above to say it.
      if (Exit.isFailure(exit) && Option.isNone(failureOf(exit.cause))) return
      pageBatch.current = null
      setStep(IDLE)
      if (Exit.isFailure(exit)) {
        return Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.serverMessage ?? error.message }))
      }
      const ending = exit.value
      if (ending.kind === "incomplete") return void show({ type: "danger", content: CONNECTION_ISSUES })
      // A blog's Activate appears once the reloaded list brings its activate_url.
      show({
        type: "success",
        content: ending.kind === "added" ? blogAdded(template.name) : createElement(PageCreatedMessage, { page: ending.page })
      })
      onInstalled()
    },
    [show, onInstalled, template.name]
  )

  // The ending is told by the latest conclude: a new callback from the card must not start the ending again.
  const concludeLatest = useRef(conclude)
  useLayoutEffect(() => {
    concludeLatest.current = conclude
  })

  // The batch ended: a complete page batch makes its page; then the install is over, once per batch.
  useEffect(() => {
    if (endedId === null || decision === null) return
    let current = true
    const flow: Effect.Effect<Ending, ApiError, ApiClient> =
      decision === "create-page"
        ? Effect.map(createPage(endedId), (page): Ending => ({ kind: "page", page }))
        : Effect.succeed<Ending>({ kind: decision })
    void run(flow).then((exit) => {
      if (current) concludeLatest.current(exit)
    })
    return () => {
      current = false
    }
  }, [endedId, decision, run])

  // The batch could not be read: the install is over with the server's message.
  useEffect(() => {
    if (failed !== null) concludeLatest.current(Exit.fail(failed))
  }, [failed])

  /**
   * Starts a batch, then follows it (telling the editor bar's Activity entry that it exists); a refusal is the outcome.
   * The start is not cut off when the card goes (the drawer closed while it was sent): the server may have begun the
   * batch, so a page batch that starts after the card went leaves the same alert as one the card saw begin.
   */
  const startBatch = useCallback(
    async (kind: BatchKind, start: Effect.Effect<string, ApiError, ApiClient>) => {
      const started = await runtime.runPromiseExit(start)
      if (Exit.isFailure(started)) return mounted.current ? conclude(Exit.failCause(started.cause)) : undefined
      batchStarted(portalId)
      if (!mounted.current) return kind === "page" ? leave(started.value) : undefined
      if (kind === "page") pageBatch.current = started.value
      // A batch followed before is followed again from a read.
      void queryClient.resetQueries({ queryKey: batchKeys.record(started.value), exact: true })
      setStep({ kind: "following", batch: kind, batchId: started.value })
    },
    [runtime, leave, conclude, batchStarted, portalId, queryClient]
  )

  const installPage = useCallback(
    (choice: PageChoice) => {
      setStep(STARTING)
      void startBatch("page", startPageInstall({ page: template.key, portal: portalId, ...choice }))
    },
    [template.key, portalId, startBatch]
  )

  const press = useCallback(() => {
    if (template.type === "website-page" || template.type === "landing-page") return setStep({ kind: "choosing" })
    setStep(STARTING)
    if (template.type === "system") {
      return void run(Effect.map(installSystemTemplate(template.key, portalId), (page): Ending => ({ kind: "page", page }))).then(conclude)
    }
    // Blogs (spec: '{name} has been added!' at progress 100) report a failure only when every job failed.
    void startBatch("blog", startBlogInstall(template.key, portalId))
  }, [template.type, template.key, portalId, run, conclude, startBatch])

  const cancel = useCallback(() => setStep(IDLE), [])

  return { state, press, installPage, cancel } as const
}
