// One module group in the Modules drawer (spec 2 section 7, issue 18): its name and size, the install
// control, and what its members say — each module's result after an install (installed, failed with the
// reason, locked by the plan), why the button is off when a module is locked, and the theme files the
// modules need, with the choice to install them as part of the group. A group with failed modules
// offers "Retry failed": the server makes jobs for the modules not done only.
import type { Duration } from "effect"
import { type ReactNode, useEffect, useId, useRef } from "react"
import type { ModuleGroup } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ProgressBar } from "@/shared/ui/spinner"
import { failedMembers, lockedReason, neededFiles, STATUS_LABELS } from "../lib/members.ts"
import { type GroupInstallState, useGroupInstall } from "../model/useGroupInstall.ts"
import styles from "./GroupRow.module.css"

interface RowFrameProps {
  group: ModuleGroup
  action: ReactNode
  children?: ReactNode
}

function RowFrame({ group, action, children }: RowFrameProps) {
  return (
    <li className={styles.row} aria-label={group.name}>
      <div className={styles.head}>
        <div className={styles.main}>
          <span className={styles.title}>{group.name}</span>
          <span className={styles.meta}>{group.module_keys.length} modules</span>
        </div>
        {action}
      </div>
      {children}
    </li>
  )
}

/** The guest demo's row: the action the widget passes in, nothing else. */
export function GuestGroupRow({ group, action }: { group: ModuleGroup; action: ReactNode }) {
  return <RowFrame group={group} action={<div className={styles.actions}>{action}</div>} />
}

export interface GroupRowProps {
  group: ModuleGroup
  portalId: number
  /** Suspended agencies and users without a session cannot install. */
  isDisabled: boolean
  /** Called when the group's batch has ended (reload the module list and the groups). */
  onInstalled: () => void
  pollInterval?: Duration.DurationInput
}

/** Why a group without locked modules cannot be installed. */
const GROUP_UNAVAILABLE = "This group is not available for this portal."
const ACCOUNT_OFF = "Installing is not possible for this account right now."

const endMessage = (state: Extract<GroupInstallState, { kind: "ended" }>) =>
  state.failed === 0
    ? "All modules installed."
    : `${state.failed} of ${state.total} ${state.total === 1 ? "module" : "modules"} failed. See the reasons below.`

export function GroupRow({ group, portalId, isDisabled, onInstalled, pollInterval }: GroupRowProps) {
  const { state, install } = useGroupInstall({ group, portalId, onInstalled, ...(pollInterval === undefined ? {} : { pollInterval }) })
  const reasonId = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const failed = failedMembers(group)
  const locked = lockedReason(group)
  const files = neededFiles(group)
  const installed = group.installed || (state.kind === "ended" && state.failed === 0)
  const canInstall = !isDisabled && group.is_available
  // Why the install buttons are off: the locked modules first, else the group or the account.
  const offReason = canInstall ? null : (locked ?? (group.is_available ? ACCOUNT_OFF : GROUP_UNAVAILABLE))

  // The buttons give way to the progress bar and come back changed: the user's focus goes to the outcome.
  const ended = state.kind === "ended"
  useEffect(() => {
    if (ended) statusRef.current?.focus()
  }, [ended])

  let action: ReactNode
  if (state.kind === "installing") {
    action = <ProgressBar className={styles.progress} label={`Installing ${state.done}/${state.total}`} value={state.done} maxValue={Math.max(1, state.total)} />
  } else if (installed) {
    action = (
      <Button size="sm" variant="secondary" isDisabled>
        Installed
      </Button>
    )
  } else {
    const retry = failed.length > 0 || (state.kind === "ended" && state.failed > 0)
    // Off buttons stay focusable (aria-disabled, the press does nothing) and name why they are off.
    const off = canInstall ? {} : { "aria-disabled": true as const, "aria-describedby": reasonId }
    const press = (withFiles: boolean) => () => {
      if (canInstall) install(withFiles)
    }
    action = (
      <div className={styles.actions}>
        {files.length > 0 ? (
          <Button size="sm" variant="secondary" onPress={press(true)} aria-label={`Install with theme files: ${group.name}`} {...off}>
            Install with theme files
          </Button>
        ) : null}
        <Button size="sm" variant="primary" onPress={press(false)} {...off}>
          {retry ? "Retry failed" : "Install Module"}
        </Button>
      </div>
    )
  }

  const members = group.members ?? []
  const showResults = failed.length > 0 || locked !== null || (state.kind === "ended" && state.failed > 0)
  return (
    <RowFrame group={group} action={action}>
      {state.kind === "ended" ? (
        <p ref={statusRef} tabIndex={-1} role="status" className={`${styles.status} ${state.failed > 0 ? styles.failed : ""}`}>
          {endMessage(state)}
        </p>
      ) : null}
      {offReason !== null && !installed && state.kind !== "installing" ? (
        <p id={reasonId} className={styles.note}>
          {offReason}
        </p>
      ) : locked !== null ? (
        <p className={styles.note}>{locked}</p>
      ) : null}
      {showResults && members.length > 0 ? (
        <ul className={styles.results} aria-label={`${group.name} results`}>
          {members.map((member) => (
            <li key={member.key} className={member.status === "failed" ? styles.failed : undefined}>
              {member.name}: {STATUS_LABELS[member.status]}
              {member.reason === null ? null : <span className={styles.reason}> — {member.reason}</span>}
            </li>
          ))}
        </ul>
      ) : null}
      {!installed && state.kind !== "installing" && files.length > 0 ? (
        <p className={styles.note}>
          Theme files needed first: {files.map((file) => `${file.path} ${file.version} (${file.modules.join(", ")})`).join("; ")}
        </p>
      ) : null}
    </RowFrame>
  )
}
