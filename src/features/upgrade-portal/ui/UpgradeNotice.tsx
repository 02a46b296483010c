// The editor's upgrade notice: shown when a newer theme version exists for the portal, with the way to
// /sr-upgrade. Nothing shows while checking, when current, or when the check fails. The user may close it:
// it then stays closed on this portal's screens (until a reload, or a newer release).
import { useAtom } from "jotai"

import { upgradeKeys } from "@/entities/module"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"

import { checkVersion } from "../api/version.ts"
import { dismissedUpgradeNoticesAtom, noticeKey } from "../model/dismissedNotices.ts"
import styles from "./UpgradePortal.module.css"

export const UPGRADE_AVAILABLE = "A new version of your portal's theme is available"

export interface UpgradeNoticeProps {
  portalId: number
  /** The portal's version as the editor shows it: a change (after an upgrade) checks again. */
  version: string
  onUpgrade: () => void
}

export function UpgradeNotice({ portalId, version, onUpgrade }: UpgradeNoticeProps) {
  const check = useApiQuery(apiQueryOptions(upgradeKeys.versionCheck(portalId, version), checkVersion(portalId)))
  const [dismissed, setDismissed] = useAtom(dismissedUpgradeNoticesAtom)
  if (check.status !== "success" || !check.data.upgrade_available) return null
  const key = noticeKey(portalId, check.data.latest_version)
  if (dismissed.has(key)) return null
  return (
    <Alert type="warning" title={UPGRADE_AVAILABLE} onClose={() => setDismissed((current) => new Set([...current, key]))}>
      <span className={styles.notice}>
        Version {check.data.current_version} → {check.data.latest_version}
        <Button size="sm" onPress={onUpgrade}>
          Upgrade portal
        </Button>
      </span>
    </Alert>
  )
}
