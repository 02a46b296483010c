// One group's control: the Install Module button, the batch's progress while it runs, then Installed.
import type { Duration } from "effect"
import type { ModuleGroup } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ProgressBar } from "@/shared/ui/spinner"
import { useGroupInstall } from "../model/useGroupInstall.ts"
import styles from "./GroupInstallButton.module.css"

export interface GroupInstallButtonProps {
  group: ModuleGroup
  portalId: number
  /** Suspended agencies and guests cannot install. */
  isDisabled: boolean
  onInstalled: () => void
  pollInterval?: Duration.DurationInput
}

export function GroupInstallButton({ group, portalId, isDisabled, onInstalled, pollInterval }: GroupInstallButtonProps) {
  const { state, install } = useGroupInstall({ group, portalId, onInstalled, ...(pollInterval === undefined ? {} : { pollInterval }) })
  if (state.kind === "installing") {
    return <ProgressBar className={styles.progress} label={`Installing ${state.done}/${state.total}`} value={state.done} maxValue={Math.max(1, state.total)} />
  }
  if (state.kind === "installed") {
    return (
      <Button size="sm" variant="secondary" isDisabled>
        Installed
      </Button>
    )
  }
  return (
    <Button size="sm" variant="primary" isDisabled={isDisabled || !group.is_available} onPress={install}>
      Install Module
    </Button>
  )
}
