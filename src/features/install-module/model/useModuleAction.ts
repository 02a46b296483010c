// The module button's state machine (spec 2 section 4): what a press does, which dialog is open,
// and what the drawer learns when a call succeeds.
import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { Effect, Exit, Option } from "effect"
import { useAtom, useSetAtom } from "jotai"
import { useCallback, useEffect, useState } from "react"

import { agencyKeys, isSuspended } from "@/entities/agency"
import { batchKeys } from "@/entities/batch"
import { isEligible, isMajorUpgrade, type Module, moduleActionOf, moduleKeys, upgradeKeys } from "@/entities/module"
import { isOverwriteReviewError, type OverwriteReviewBinding, useOverwriteReview } from "@/entities/overwrite"
import { chainToken, creditChainResumeAtom, creditPurchaseAtom } from "@/entities/payment"
import { armPendingCrmAction, disarmPendingCrmAction } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { type ApiClient, type ApiError, failureOf, type Portal, StatusCode, useApiAction } from "@/shared/api"
import { availableModals } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { useAlerts } from "@/shared/ui/alert"

import { changeModule, checkModuleFiles, type ModuleChange, purchaseModule } from "../api/moduleActions.ts"
import { payingAgency, withCredits } from "./credits.ts"
import { IDLE, type ModuleStep, successMessage, UPGRADE_WORD } from "./steps.ts"

export interface ModuleActionOptions {
  readonly module: Module
  readonly portal: Pick<Portal, "id" | "agency">
  /** Called with every module a call changed (a purchase may change several). */
  readonly onChanged: (modules: ReadonlyArray<Module>) => void
}

export interface ModuleActionState {
  readonly step: ModuleStep
  readonly isPending: boolean
  readonly isDisabled: boolean
  /** Credits left in the paying agency; 0 for a visitor. */
  readonly credits: number
  readonly press: () => void
  readonly purchase: () => void
  readonly confirmMajorUpgrade: () => void
  readonly close: () => void
  /** Opens the credit purchase for the paying agency; Confirm Purchase reopens after it (chain mode). Absent when that modal is not in this build. */
  readonly buyCredits: (() => void) | undefined
  /**
   * The change a 40010 stopped, tried again without a dialog: the server answers 40010 from the portal's
   * stored grant before touching the CRM, so this is how the Reauth modal learns the grant arrived.
   * "granted": it went through (and is reported as a press would); "failed": another error, shown.
   */
  readonly probe: Effect.Effect<ProbeResult, never, ApiClient>
  /** The "Edited in HubSpot" review the change opens before it overwrites files the portal holds edited. */
  readonly overwrite: OverwriteReviewBinding
}

export type ProbeResult = "granted" | "missing" | "failed"

/**
 * The name under which a module change waits over a CRM reconnect (pendingCrmAction), e.g.
 * module:install:hero-banner. The button whose module has this action takes it after the round trip.
 */
export const moduleCrmAction = (change: string, key: string): string => `module:${change}:${key}`

/** The resume notice's verb: "Resuming: Install Hero Banner". */
const RESUME_WORDS: Record<ModuleChange, string> = { install: "Install", upgrade: "Upgrade", revert: "Revert" }

/**
 * An install, upgrade or revert changes the portal's modules (the button's answer patches the drawer's
 * lists, which read again), what waits for an upgrade (the editor bar's Modules dot) and, when the change
 * brought theme files, its batches.
 */
const changedKeys = (portalId: number): ReadonlyArray<QueryKey> => [
  moduleKeys.ofPortal(portalId),
  upgradeKeys.ofPortal(portalId),
  batchKeys.ofPortal(portalId)
]

/** A purchase changes the portal's modules and spends the agency's credits (the session's copy is patched from the answer). */
const boughtKeys = (portalId: number, agencyId: number): ReadonlyArray<QueryKey> => [
  moduleKeys.ofPortal(portalId),
  agencyKeys.record(agencyId)
]

export function useModuleAction({ module, portal, onChanged }: ModuleActionOptions): ModuleActionState {
  const [user, setUser] = useAtom(currentUserAtom)
  const agency = payingAgency(user, portal)
  // An admin may act on a portal of an agency they are not a member of; the portal names who pays.
  const agencyId = portal.agency?.id ?? agency?.id ?? null
  const suspended = isSuspended(agency)
  // Each call names what it changes (the file check changes nothing): see changedKeys and boughtKeys.
  const { run, isPending: isCalling } = useApiAction({ invalidates: [] })
  // Right before a change writes, the portal's files are checked for edits made in HubSpot (a step after
  // credits, confirmation, required files and permissions): nothing edited is overwritten without a choice.
  const overwrite = useOverwriteReview()
  const isPending = isCalling || overwrite.isChecking
  const queryClient = useQueryClient()
  const { show } = useAlerts()
  const [step, setStep] = useState<ModuleStep>(IDLE)
  const action = moduleActionOf(module)
  const credits = agency?.credit_limit ?? 0
  const setCreditPurchase = useSetAtom(creditPurchaseAtom)
  const setOpenModal = useSetAtom(openModalAtom)
  const [resumeToken, setResumeToken] = useAtom(creditChainResumeAtom)
  const token = chainToken(portal.id, module.key)

  // Chain mode (spec 2 section 4): the purchase this button started succeeded; ask again, with the new credits.
  useEffect(() => {
    if (resumeToken !== token) return
    setResumeToken(null)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the token is another component's message in a jotai atom; taking it out of the store is a side effect render must not make
    setStep({ kind: "purchase", thenInstall: action === "buy-install", error: null })
  }, [resumeToken, token, setResumeToken, action])

  const buyCredits = useCallback(() => {
    if (agencyId === null) return
    setStep(IDLE)
    setCreditPurchase({ agencyId, needed: Math.max(1, 1 - credits), chain: token })
    setOpenModal("credit-purchase")
  }, [agencyId, credits, token, setCreditPurchase, setOpenModal])
  const canBuyCredits = availableModals.has("credit-purchase") && agencyId !== null

  const fail = useCallback(
    (error: ApiError) => {
      if (error.statusCode === StatusCode.CrmPermissions) return setStep({ kind: "permissions" })
      setStep(IDLE)
      show({ type: "danger", content: error.message })
    },
    [show]
  )

  /** A call's end: its value, or nothing after a failure (reported), an interruption (unmount) or a cancelled review. */
  const settle = useCallback(
    <A>(exit: Exit.Exit<A, ApiError> | null): Option.Option<A> => {
      if (exit === null) return Option.none()
      if (Exit.isSuccess(exit)) return Option.some(exit.value)
      Option.map(failureOf(exit.cause), fail)
      return Option.none()
    },
    [fail]
  )

  /**
   * Runs a call of the change that may reach the CRM: armed first, so an answer that starts a reconnect
   * (40001) leaves it waiting over the consent round trip; disarmed when the call ends without one.
   */
  const armed = useCallback(
    async <A>(
      change: ModuleChange,
      target: Pick<Module, "key" | "name">,
      call: () => Promise<Exit.Exit<A, ApiError> | null>
    ): Promise<Option.Option<A>> => {
      const name = moduleCrmAction(change, target.key)
      armPendingCrmAction({ portalId: portal.id, drawer: "module", action: name, label: `${RESUME_WORDS[change]} ${target.name}` })
      try {
        return settle(await call())
      } finally {
        disarmPendingCrmAction(name)
      }
    },
    [settle, portal.id]
  )

  const apply = useCallback(
    async (change: ModuleChange, key: string, confirm?: string) => {
      // The review's check reads the CRM too, so it runs armed with the change (a 40001 resumes both).
      const answer = await armed(change, { key, name: module.name }, () =>
        overwrite.guard(portal.id, { kind: "module", action: change, module: key }, (resolutions) =>
          run(changeModule(change, key, portal.id, confirm, resolutions), changedKeys(portal.id))
        )
      )
      if (Option.isNone(answer)) return
      setStep(IDLE)
      onChanged([answer.value])
      show({ type: "success", content: successMessage(module.name, change) })
    },
    [armed, overwrite, run, portal.id, onChanged, show, module.name]
  )

  /** Install and upgrade first ask which theme files are missing; any stops the change. */
  const applyChecked = useCallback(
    async (change: "install" | "upgrade", target: Module) => {
      const files = await armed(change, target, () => run(checkModuleFiles(target.key, portal.id), []))
      if (Option.isNone(files)) return
      if (files.value.length > 0) return setStep({ kind: "files", files: files.value })
      if (change === "upgrade" && isMajorUpgrade(target)) return setStep({ kind: "major-upgrade" })
      await apply(change, target.key)
    },
    [armed, apply, run, portal.id]
  )

  const press = useCallback(() => {
    // Buy & Install without a credit goes to the credit purchase first, then back here.
    if (action === "buy-install" && credits < 1 && canBuyCredits) return buyCredits()
    if (action === "buy" || action === "buy-install")
      return setStep({ kind: "purchase", thenInstall: action === "buy-install", error: null })
    if (action === "install" || action === "upgrade") return void applyChecked(action, module)
    if (action === "revert") return void apply("revert", module.key)
  }, [action, apply, applyChecked, module, credits, canBuyCredits, buyCredits])

  const purchase = useCallback(() => {
    if (step.kind !== "purchase" || agencyId === null) return
    const { thenInstall } = step
    void run(purchaseModule(module.key, agencyId, portal.id), boughtKeys(portal.id, agencyId)).then((exit) => {
      if (Exit.isFailure(exit)) {
        // Spec 2 section 8: a purchase failure shows the server's message inside the modal.
        Option.map(failureOf(exit.cause), (error) =>
          setStep({ kind: "purchase", thenInstall, error: error.serverMessage ?? error.message })
        )
        return
      }
      setUser((current) => (current === null ? current : withCredits(current, agencyId, exit.value.creditLimit)))
      onChanged(exit.value.modules)
      setStep(IDLE)
      show({ type: "success", content: "Purchase Successful!" })
      const bought = exit.value.modules.find((candidate) => candidate.key === module.key) ?? module
      if (thenInstall) void applyChecked("install", bought)
    })
  }, [step, agencyId, run, module, portal.id, setUser, onChanged, show, applyChecked])

  const confirmMajorUpgrade = useCallback(() => {
    // The typed word is given: the dialog closes so the review (if files are edited) is the only modal.
    setStep(IDLE)
    void apply("upgrade", module.key, UPGRADE_WORD)
  }, [apply, module.key])
  const close = useCallback(() => setStep(IDLE), [])

  const isDisabled = isPending || user === null || suspended || !isEligible(module) || action === "none"

  const change: "install" | "upgrade" = action === "upgrade" ? "upgrade" : "install"
  const probe: Effect.Effect<ProbeResult, never, ApiClient> = changeModule(
    change,
    module.key,
    portal.id,
    change === "upgrade" && isMajorUpgrade(module) ? UPGRADE_WORD : undefined
  ).pipe(
    Effect.map((changed): ProbeResult => {
      onChanged([changed])
      // The probe runs outside useApiAction (the Reauth modal runs it): it says what changed itself.
      changedKeys(portal.id).forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }))
      show({ type: "success", content: successMessage(module.name, change) })
      return "granted"
    }),
    Effect.catchAll((error) =>
      Effect.sync((): ProbeResult => {
        if (error.statusCode === StatusCode.CrmPermissions) return "missing"
        // The grant arrived, but the portal holds edited files: the change goes through the review as a press would.
        if (isOverwriteReviewError(error)) {
          press()
          return "granted"
        }
        show({ type: "danger", content: error.message })
        return "failed"
      })
    )
  )

  return {
    step,
    isPending,
    isDisabled,
    credits,
    press,
    purchase,
    confirmMajorUpgrade,
    close,
    buyCredits: canBuyCredits ? buyCredits : undefined,
    probe,
    overwrite: overwrite.modal
  }
}
