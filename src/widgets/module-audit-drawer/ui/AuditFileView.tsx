// One changed file inside the drawer: Back to the list, what the file is, and its line diff from the
// installed version to what the portal holds now (read from HubSpot when opened).
import { useEffect, useRef } from "react"

import { AUDIT_STATE_LABELS, type AuditFile, type AuditFileContents, auditQueries, AuditStateBadge } from "@/entities/audit"
import { useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ListError, ListLoading } from "@/shared/ui/list-panel"

import { LineDiffView } from "./LineDiffView.tsx"
import styles from "./ModuleAuditDrawer.module.css"

const MISSING_NOTE = "This file is no longer in the portal: every installed line shows as removed."
const ADDED_NOTE = "The installed version has no such file: every line the portal holds shows as added."

export interface AuditFileViewProps {
  portalId: number
  file: AuditFile
  onBack: () => void
}

export function AuditFileView({ portalId, file, onBack }: AuditFileViewProps) {
  const result = useApiQuery(auditQueries.file(portalId, file.path))
  const backRef = useRef<HTMLButtonElement>(null)
  useEffect(() => backRef.current?.focus(), [])
  return (
    <div className={styles.fileView}>
      <Button ref={backRef} size="sm" variant="secondary" className={styles.back} onPress={onBack}>
        ← Back
      </Button>
      <section className={styles.fileHead} aria-label={`${file.path}, ${AUDIT_STATE_LABELS[file.state]}`}>
        <h3 className={styles.filePath}>{file.path}</h3>
        <p className={styles.fileMeta}>
          <AuditStateBadge state={file.state} />
          <span>
            {file.owner_name}
            {file.installed_version === null ? null : ` · installed ${file.installed_version}`}
          </span>
        </p>
      </section>
      {file.state === "missing" ? <p className={styles.note}>{MISSING_NOTE}</p> : null}
      {file.state === "added" ? <p className={styles.note}>{ADDED_NOTE}</p> : null}
      {result.status === "loading" ? (
        <ListLoading label="Loading the file" />
      ) : result.status === "failure" ? (
        <ListError title="The file could not be loaded." message={result.error.message} onRetry={result.reload} />
      ) : (
        <FileDiff contents={result.data} installedVersion={file.installed_version} />
      )}
    </div>
  )
}

function FileDiff({ contents, installedVersion }: { contents: AuditFileContents; installedVersion: string | null }) {
  const installedLabel = installedVersion === null ? "Installed version" : `Installed version ${installedVersion}`
  return (
    <LineDiffView
      installed={contents.installed ?? ""}
      portal={contents.portal ?? ""}
      installedLabel={installedLabel}
      portalLabel="Portal now"
    />
  )
}
