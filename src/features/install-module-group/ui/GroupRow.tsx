// One module group in the Modules drawer (spec 2 section 7): its name and size, the install control, the
// theme files the install brings along, and what its members say — each module's result after an install
// (installed at its version, failed with the reason, not installed, locked by the plan), read back from
// the server, and why the button is off when a module is locked. A group with failed modules offers
// "Retry failed": the server makes jobs for the modules not done only.
import type { Duration } from "effect"
import { type ReactNode, useEffect, useId, useRef } from "react"

import type { ModuleGroup } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ProgressBar } from "@/shared/ui/spinner"

import { failedMembers, filesSentence, groupButtonLabel, lockedReason, outcomeSentence, resultLabel } from "../lib/members.ts"
import { useGroupInstall } from "../model/useGroupInstall.ts"
import styles from "./GroupRow.module.css"

interface RowFrameProps {
  group: ModuleGroup
  action: ReactNode
  /** Left out of the list while a search hides it (kept mounted, so a running install is still followed). */
  hidden?: boolean
  children?: ReactNode
}

function RowFrame({ group, action, hidden = false, children }: RowFrameProps) {
  return (
    <li className={styles.row} aria-label={group.name} hidden={hidden}>
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
export function GuestGroupRow({ group, action, hidden = false }: { group: ModuleGroup; action: ReactNode; hidden?: boolean }) {
  return <RowFrame group={group} hidden={hidden} action={<div className={styles.actions}>{action}</div>} />
}

export interface GroupRowProps {
  group: ModuleGroup
  portalId: number
  /** Suspended agencies and users without a session cannot install. */
  isDisabled: boolean
  /** Hidden by the drawer's search. */
  hidden?: boolean
  /** Called with the groups read back when the group's batch has ended. */
  onInstalled: (groups: ReadonlyArray<ModuleGroup>) => void
  pollInterval?: Duration.DurationInput
}

/** Why a group without locked modules cannot be installed. */
const GROUP_UNAVAILABLE = "This group is not available for this portal."
const ACCOUNT_OFF = "Installing is not possible for this account right now."

export function GroupRow({ group, portalId, isDisabled, hidden = false, onInstalled, pollInterval }: GroupRowProps) {
  const { state, install } = useGroupInstall({ group, portalId, onInstalled, ...(pollInterval === undefined ? {} : { pollInterval }) })
  const reasonId = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const members = group.members ?? []
  const failed = failedMembers(group)
  const locked = lockedReason(group)
  const files = filesSentence(group)
  const canInstall = !isDisabled && group.is_available
  // Why the install button is off: the locked modules first, else the group or the account.
  const offReason = canInstall ? null : (locked ?? (group.is_available ? ACCOUNT_OFF : GROUP_UNAVAILABLE))

  // The button gives way to the progress bar and comes back changed: the user's focus goes to the outcome.
  const told = state.kind === "ended" || state.kind === "unread"
  useEffect(() => {
    if (told) statusRef.current?.focus()
  }, [told])

  let action: ReactNode
  if (state.kind === "installing") {
    action = (
      <ProgressBar
        className={styles.progress}
        label={`Installing ${state.done}/${state.total}`}
        value={state.done}
        maxValue={Math.max(1, state.total)}
      />
    )
  } else if (group.installed) {
    action = (
      <Button size="sm" variant="secondary" isDisabled aria-label={groupButtonLabel(group, "Installed")}>
        Installed
      </Button>
    )
  } else {
    const text = failed.length > 0 ? "Retry failed" : "Install Module"
    // An off button stays focusable (aria-disabled, the press does nothing) and names why it is off.
    const off = canInstall ? {} : { "aria-disabled": true as const, "aria-describedby": reasonId }
    action = (
      <Button size="sm" variant="primary" onPress={() => canInstall && install()} aria-label={groupButtonLabel(group, text)} {...off}>
        {text}
      </Button>
    )
  }

  const showResults = state.kind === "ended" || failed.length > 0 || locked !== null
  return (
    <RowFrame group={group} hidden={hidden} action={action}>
      {state.kind === "ended" ? (
        <p ref={statusRef} tabIndex={-1} role="status" className={`${styles.status} ${failed.length > 0 ? styles.failed : ""}`}>
          {outcomeSentence(members)}
        </p>
      ) : state.kind === "unread" ? (
        <p ref={statusRef} tabIndex={-1} role="status" className={`${styles.status} ${styles.failed}`}>
          The install has ended, but its results could not be read: {state.message}
        </p>
      ) : null}
      {offReason !== null && !group.installed && state.kind !== "installing" ? (
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
              {member.name}: {resultLabel(member)}
              {member.reason === null ? null : <span className={styles.reason}> — {member.reason}</span>}
            </li>
          ))}
        </ul>
      ) : null}
      {!group.installed && state.kind !== "installing" && files !== null ? (
        <p className={styles.note}>Theme files installed with this group: {files}</p>
      ) : null}
    </RowFrame>
  )
}
