// The module's button (its button_state as label) with the dialogs its press may open.
import { useEffect, useLayoutEffect, useRef } from "react"

import { moduleActionOf, moduleButtonLabel } from "@/entities/module"
import { OverwriteReviewModal } from "@/entities/overwrite"
import { takeReadyCrmAction } from "@/entities/portal"
import type { Module, Portal } from "@/shared/api"
import { availableDrawers } from "@/shared/config"
import { Button } from "@/shared/ui/button"
import { useDrawer } from "@/shared/ui/drawer"

import { useReauthorize } from "../model/reauthorize.ts"
import { moduleCrmAction, useModuleAction } from "../model/useModuleAction.ts"
import { ConfirmPurchaseModal } from "./ConfirmPurchaseModal.tsx"
import { FilesRequiredDialog } from "./FilesRequiredDialog.tsx"
import { MajorUpgradeDialog } from "./MajorUpgradeDialog.tsx"
import { PermissionsDialog } from "./PermissionsDialog.tsx"
import { ReauthModal } from "./ReauthModal.tsx"

export interface ModuleActionButtonProps {
  module: Module
  portal: Pick<Portal, "id" | "agency">
  onChanged: (modules: ReadonlyArray<Module>) => void
}

export function ModuleActionButton({ module, portal, onChanged }: ModuleActionButtonProps) {
  const state = useModuleAction({ module, portal, onChanged })
  const { step } = state
  const drawer = useDrawer()
  const reauth = useReauthorize(portal.id, module.key, state.press, state.probe)

  // Offer a way out only where it leads somewhere in this build (shared/config registry).
  const goToFiles = availableDrawers.has("files")
    ? () => {
        state.close()
        drawer.open("files")
      }
    : undefined

  // The button disables itself when its work is done (Installed): the focus it held goes to the row's
  // next sensible control (its Change Log) instead of the page body. The work ends (not pending) before
  // the new button state arrives, so the button keeps its claim on focus until it is disabled, or until
  // focus moves on to another control.
  const wrapper = useRef<HTMLSpanElement>(null)
  const heldFocus = useRef(false)
  const pressed = () => {
    heldFocus.current = wrapper.current?.contains(document.activeElement) ?? false
    state.press()
  }
  useEffect(() => {
    if (state.isPending || !heldFocus.current || step.kind !== "idle") return
    const button = wrapper.current?.querySelector("button")
    const active = document.activeElement
    // Lost while the button was disabled: to the body, or to the drawer around it (its focus containment).
    const lost = active === null || active === document.body || active === button || (button != null && active.contains(button))
    if (!lost) {
      heldFocus.current = false
      return
    }
    if (button && !button.disabled) return button.focus()
    heldFocus.current = false
    button?.closest("li")?.querySelector<HTMLElement>("button:not([disabled])")?.focus()
  }, [state.isPending, step.kind, module.button_state])

  // A change answered 40001 left for the CRM's consent page; back in the editor the Modules
  // drawer opens again and this button runs its press once more (taken, so never twice).
  const resumable = moduleCrmAction(moduleActionOf(module), module.key)
  const latestPress = useRef(state.press)
  useLayoutEffect(() => {
    latestPress.current = state.press
  })
  const disabled = state.isDisabled
  useEffect(() => {
    if (!disabled && takeReadyCrmAction(portal.id, resumable)) latestPress.current()
  }, [portal.id, resumable, disabled])

  return (
    <>
      <span
        ref={wrapper}
        style={{ display: "contents" }}
        // Focus moved on to another control (not lost to the page): the button no longer claims it.
        onBlur={(event) => {
          if (event.relatedTarget !== null) heldFocus.current = false
        }}
      >
        <Button
          size="sm"
          variant={module.button_state === "Installed" ? "secondary" : "primary"}
          onPress={pressed}
          isDisabled={state.isDisabled}
          isPending={state.isPending}
          aria-label={moduleButtonLabel(module)}
        >
          {module.button_state}
        </Button>
      </span>
      {step.kind === "purchase" ? (
        <ConfirmPurchaseModal
          isOpen
          moduleName={module.name}
          credits={state.credits}
          thenInstall={step.thenInstall}
          error={step.error}
          isPending={state.isPending}
          onConfirm={state.purchase}
          onCancel={state.close}
          onBuyCredits={state.buyCredits}
        />
      ) : null}
      {step.kind === "files" ? <FilesRequiredDialog isOpen files={step.files} onClose={state.close} onGoToFiles={goToFiles} /> : null}
      {step.kind === "major-upgrade" ? (
        <MajorUpgradeDialog
          isOpen
          moduleName={module.name}
          fromVersion={module.installed_version}
          toVersion={module.current_version}
          isPending={state.isPending}
          onConfirm={state.confirmMajorUpgrade}
          onCancel={state.close}
        />
      ) : null}
      {step.kind === "permissions" ? (
        <PermissionsDialog
          isOpen
          onCancel={state.close}
          onReauthorize={() => {
            state.close()
            reauth.start()
          }}
        />
      ) : null}
      <OverwriteReviewModal {...state.overwrite} />
      <ReauthModal isOpen={reauth.isWaiting} onClose={reauth.close} isSlow={reauth.isSlow} onCheckAgain={reauth.checkAgain} />
    </>
  )
}
