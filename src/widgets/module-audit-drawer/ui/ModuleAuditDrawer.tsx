// The Module Audit drawer: what in the open portal's CRM folder differs from what the app installed (files
// edited or added in HubSpot, or missing), from the latest stored audit, with "Run audit" to audit it now.
// Activating a changed file shows its line diff inside the drawer; Back returns to the list, on that file.
import { useAtomValue } from "jotai"
import { useState } from "react"

import { type AuditFile, auditQueries } from "@/entities/audit"
import { useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { type Portal, useApiQuery } from "@/shared/api"
import { Drawer } from "@/shared/ui/drawer"
import { ListEmpty, ListError, ListLoading, ListPanel } from "@/shared/ui/list-panel"

import { useRunAudit } from "../model/useRunAudit.ts"
import { AuditFileView } from "./AuditFileView.tsx"
import { AuditOverview } from "./AuditOverview.tsx"
import { AuditTaken } from "./AuditTaken.tsx"
import styles from "./ModuleAuditDrawer.module.css"
import { RunAuditButton } from "./RunAuditButton.tsx"
import { RunningNotice } from "./RunningNotice.tsx"

export const NEVER_AUDITED = "This portal has not been audited yet."
const NEVER_AUDITED_HINT =
  "An audit compares the modules and theme files in the portal's HubSpot folder with what was installed, file by file."

export function ModuleAuditDrawer() {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  return (
    <Drawer name="module-audit" title="Module Audit" width={640}>
      {portal === null ? null : <ModuleAuditBody key={portal.id} portal={portal} />}
    </Drawer>
  )
}

function ModuleAuditBody({ portal }: { portal: Portal }) {
  const result = useApiQuery(auditQueries.latest(portal.id))
  const action = useRunAudit(portal.id)
  const [openFile, setOpenFile] = useState<AuditFile | null>(null)
  // The file the list was left on: focus goes back to it.
  const [returnTo, setReturnTo] = useState<string | null>(null)
  // Kept while a diff is open and across new audits.
  const [onlyChanges, setOnlyChanges] = useState<boolean | null>(null)

  if (result.status === "loading") return <ListLoading label="Loading the portal's audit" />
  if (result.status === "failure") {
    return <ListError title="The audit could not be loaded." message={result.error.message} onRetry={result.reload} />
  }
  const audit = result.data
  if (openFile !== null && audit !== null && audit.files.some((file) => file.path === openFile.path)) {
    return (
      <AuditFileView
        portalId={portal.id}
        file={openFile}
        onBack={() => {
          setReturnTo(openFile.path)
          setOpenFile(null)
        }}
      />
    )
  }
  // The head keeps its place whether or not the portal was audited, so Run audit keeps the focus when the first result comes.
  return (
    <ListPanel>
      <div className={styles.head}>
        {audit === null ? <p className={styles.never}>{NEVER_AUDITED}</p> : <AuditTaken audit={audit} />}
        <RunAuditButton action={action} variant={audit === null ? "primary" : "secondary"} />
      </div>
      {action.isRunning ? <RunningNotice /> : null}
      {audit === null ? (
        <ListEmpty>{NEVER_AUDITED_HINT}</ListEmpty>
      ) : (
        <AuditOverview
          audit={audit}
          onlyChanges={onlyChanges}
          onOnlyChanges={setOnlyChanges}
          focusPath={returnTo}
          onOpenFile={setOpenFile}
        />
      )}
    </ListPanel>
  )
}
