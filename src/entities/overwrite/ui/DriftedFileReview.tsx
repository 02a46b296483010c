// One edited file in the review: whose file it is, its three versions (installed · portal now · new) and
// the choice for it; "Merge line by line" opens the three-way merge, whose result is what gets written.
import { useId } from "react"

import { RadioCard, RadioCards } from "@/shared/ui/radio-cards"
import { ThreeWayMerge } from "@/shared/ui/three-way-merge"

import { type FileDecision, isDecided } from "../model/resolutions.ts"
import type { DriftedFile, OverwriteChoice } from "../model/types.ts"
import styles from "./OverwriteReview.module.css"
import { VersionPane } from "./VersionPane.tsx"

const CHOICE_LABELS: Record<OverwriteChoice, string> = {
  keep: "Keep the portal's file",
  take: "Take the new version",
  merge: "Merge line by line"
}

const CHOICE_HINTS: Record<OverwriteChoice, string> = {
  keep: "The portal's edits stay; this file is not written.",
  take: "The portal's edits are replaced by the new version.",
  merge: "Both changes are combined; you settle the lines both changed."
}

const NEVER_INSTALLED = "The app never wrote this file: there is no installed version to compare with."

export interface DriftedFileReviewProps {
  file: DriftedFile
  decision: FileDecision
  onDecide: (decision: FileDecision) => void
}

const versionLabels = (file: Pick<DriftedFile, "installed_version" | "incoming_version">) => ({
  base: file.installed_version === null ? "Installed" : `Installed ${file.installed_version}`,
  ours: "Portal now",
  theirs: `New ${file.incoming_version}`
})

export function DriftedFileReview({ file, decision, onDecide }: DriftedFileReviewProps) {
  const titleId = useId()
  const labels = versionLabels(file)
  return (
    <section className={styles.file} aria-labelledby={titleId} data-decided={isDecided(decision) || undefined}>
      <header className={styles.fileHead}>
        <h3 id={titleId} className={styles.fileTitle}>
          {file.owner_name}
        </h3>
        <code className={styles.path}>{file.path}</code>
        <p className={styles.versions}>
          {labels.base} · {labels.ours} · {labels.theirs}
        </p>
      </header>
      <div className={styles.panes}>
        <VersionPane
          label={labels.base}
          text={file.installed ?? ""}
          installed={null}
          {...(file.installed === null ? { note: NEVER_INSTALLED } : {})}
        />
        <VersionPane label={labels.ours} text={file.portal} installed={file.installed} />
        <VersionPane label={labels.theirs} text={file.incoming} installed={file.installed} />
      </div>
      <RadioCards
        label={`What happens to ${file.path.split("/").at(-1)}`}
        value={decision.choice}
        onChange={(value) => onDecide({ choice: value as OverwriteChoice, merged: null })}
      >
        {(["keep", "take", "merge"] as const).map((choice) => (
          <RadioCard key={choice} value={choice} hint={CHOICE_HINTS[choice]}>
            {CHOICE_LABELS[choice]}
          </RadioCard>
        ))}
      </RadioCards>
      {decision.choice === "merge" ? (
        <ThreeWayMerge
          base={file.installed ?? ""}
          ours={file.portal}
          theirs={file.incoming}
          labels={labels}
          onMerged={(merged) => onDecide({ choice: "merge", merged })}
        />
      ) : null}
    </section>
  )
}
