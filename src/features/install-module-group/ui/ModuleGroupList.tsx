// The portal's module groups above the module list, each installable in one batch.
import type { Duration } from "effect"
import { useApiQuery } from "@/shared/api"
import { listModuleGroups } from "../api/groupInstall.ts"
import { GroupInstallButton } from "./GroupInstallButton.tsx"
import styles from "./ModuleGroupList.module.css"

export interface ModuleGroupListProps {
  portalId: number
  isDisabled: boolean
  /** Called when a group's batch has ended (reload the module list). */
  onInstalled: () => void
  pollInterval?: Duration.DurationInput
}

export function ModuleGroupList({ portalId, isDisabled, onInstalled, pollInterval }: ModuleGroupListProps) {
  const groups = useApiQuery(`module-groups:${portalId}`, listModuleGroups(portalId))
  // Groups are a shortcut over the list below, which reports load failures itself.
  if (groups.status !== "success" || groups.data.length === 0) return null
  return (
    <section className={styles.section} aria-label="Module Groups">
      <h3 className={styles.heading}>Module Groups</h3>
      <ul className={styles.list} aria-label="Module Groups">
        {groups.data.map((group) => (
          <li key={group.key} className={styles.row} aria-label={group.name}>
            <div className={styles.text}>
              <span className={styles.name}>{group.name}</span>
              <span className={styles.count}>{group.module_keys.length} modules</span>
            </div>
            <GroupInstallButton
              group={group}
              portalId={portalId}
              isDisabled={isDisabled}
              onInstalled={onInstalled}
              {...(pollInterval === undefined ? {} : { pollInterval })}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
