// 'Apply this layout?' with what applying would do, read before the user confirms: how many items it
// brings, which ones are built for a newer theme version than the portal runs (named, with the version
// they need; they are not applied) and which ones left the catalogue. When nothing could be applied,
// 'Yes, apply it!' is disabled and the dialog says why. A refused start shows the server's reason.
import type { LayoutApplyCheck, LayoutApplyItem } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"

import styles from "./ApplyLayoutButton.module.css"

const APPLY_TITLE = "Apply this layout?"
const APPLY_CONFIRM = "Yes, apply it!"
const APPLY_CANCEL = "No, cancel!"
const THEME_MISMATCH_TITLE = "Built for another theme version"

const applyText = (layout: string, portal: string) =>
  `${layout} adds its theme files to ${portal} and installs its modules at their latest versions. What the portal already holds at the latest version is left as it is.`
const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`
const countsText = (apply: number, current: number) =>
  current === 0 ? `${items(apply)} to apply.` : `${items(apply)} to apply; ${items(current)} already up to date.`
const mismatchText = (portal: string, version: string) =>
  `${portal} runs theme ${version}. These are built for a newer theme version and will not be applied; upgrade the portal first to apply them:`
const nothingText = (portal: string) => `Nothing in this layout can be applied to ${portal}.`

/** How the pre-apply check stands: loading, failed (the server still decides at apply), or read. */
export type ApplyCheckState =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly check: LayoutApplyCheck }

export interface ApplyLayoutDialogProps {
  isOpen: boolean
  layoutName: string
  portalName: string
  check: ApplyCheckState
  isPending: boolean
  /** Why the server refused to start; null: nothing. */
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

function ItemList({
  label,
  items,
  detail
}: {
  label: string
  items: ReadonlyArray<LayoutApplyItem>
  detail: (item: LayoutApplyItem) => string
}) {
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.key}`}>
          <strong>{item.name}</strong> {detail(item)}
        </li>
      ))}
    </ul>
  )
}

function CheckSummary({ check, portalName }: { check: ApplyCheckState; portalName: string }) {
  if (check.kind === "loading") return <Spinner label={`Checking the layout against ${portalName}…`} />
  if (check.kind === "failed")
    return (
      <Alert type="warning">{`It could not be checked beforehand (${check.message}). The portal still refuses what it cannot take.`}</Alert>
    )
  const of = (status: LayoutApplyItem["status"]) => check.check.items.filter((item) => item.status === status)
  const apply = of("apply")
  const incompatible = of("incompatible")
  const unavailable = of("unavailable")
  return (
    <>
      <p className={styles.text}>{apply.length === 0 ? nothingText(portalName) : countsText(apply.length, of("current").length)}</p>
      {incompatible.length === 0 ? null : (
        <Alert type="warning" title={THEME_MISMATCH_TITLE}>
          <p className={styles.alertText}>{mismatchText(portalName, check.check.portal_version)}</p>
          <ItemList
            label="Not applied: another theme version"
            items={incompatible}
            detail={(item) => `needs theme ${item.needs_theme ?? "?"}`}
          />
        </Alert>
      )}
      {unavailable.length === 0 ? null : (
        <Alert type="warning" title="No longer in the catalogue">
          <ItemList label="Not applied: no longer in the catalogue" items={unavailable} detail={() => "cannot be applied"} />
        </Alert>
      )}
    </>
  )
}

/** Nothing the portal could take: confirming would only be refused. */
const nothingApplies = (check: ApplyCheckState) => check.kind === "ready" && !check.check.items.some((item) => item.status === "apply")

export function ApplyLayoutDialog({
  isOpen,
  layoutName,
  portalName,
  check,
  isPending,
  error,
  onConfirm,
  onCancel
}: ApplyLayoutDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending} width={520}>
      <Dialog
        role="alertdialog"
        title={APPLY_TITLE}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              {APPLY_CANCEL}
            </Button>
            <Button onPress={onConfirm} isPending={isPending} isDisabled={check.kind === "loading" || nothingApplies(check)} autoFocus>
              {APPLY_CONFIRM}
            </Button>
          </>
        }
      >
        <p className={styles.text}>{applyText(layoutName, portalName)}</p>
        <CheckSummary check={check} portalName={portalName} />
        {error === null ? null : <Alert type="danger">{error}</Alert>}
      </Dialog>
    </Modal>
  )
}
