// A three-way merge the user finishes: the parts that merge by themselves are shown as they are, and each
// conflict shows both sides with a choice (one side, both, or lines written by hand). The merged text is
// reported once every conflict has its choice, and null while one has none.
import { useEffect, useId, useMemo, useRef, useState } from "react"
import { Label, TextArea, TextField } from "react-aria-components"

import { RadioCard, RadioCards } from "@/shared/ui/radio-cards"

import { conflictCount, type ConflictPick, editStart, mergedText, type MergeRegion, mergeRegions } from "./merge.ts"
import styles from "./ThreeWayMerge.module.css"

interface ThreeWayMergeLabels {
  /** The common ancestor, e.g. "Installed 1.0.0". */
  readonly base: string
  /** One side, e.g. "Portal now". */
  readonly ours: string
  /** The other side, e.g. "New 1.1.0". */
  readonly theirs: string
}

export interface ThreeWayMergeProps {
  base: string
  ours: string
  theirs: string
  labels: ThreeWayMergeLabels
  /** The merged text once every conflict is resolved; null while one is not. */
  onMerged: (merged: string | null) => void
}

type PickKind = ConflictPick["kind"]

/** Unchanged lines shown at each end of a long stable part; the rest folds into a count. */
const STABLE_CONTEXT = 3

export function ThreeWayMerge({ base, ours, theirs, labels, onMerged }: ThreeWayMergeProps) {
  const regions = useMemo(() => mergeRegions(base, ours, theirs), [base, ours, theirs])
  const total = conflictCount(regions)
  const [picks, setPicks] = useState<ReadonlyArray<ConflictPick | undefined>>([])
  const merged = useMemo(() => mergedText(regions, picks), [regions, picks])
  const resolved = picks.filter((pick) => pick !== undefined).length
  // Each region's place among the conflicts (-1 for a stable part): picks are kept by that place.
  const conflictAt = useMemo(() => {
    let count = -1
    return regions.map((region) => (region.kind === "conflict" ? ++count : -1))
  }, [regions])

  // The latest callback, so a parent passing a new function each render does not report the same text again.
  const report = useRef(onMerged)
  useEffect(() => {
    report.current = onMerged
  })
  useEffect(() => report.current(merged), [merged])

  const setPick = (index: number, pick: ConflictPick) =>
    setPicks((current) => {
      const next = [...current]
      next[index] = pick
      return next
    })

  return (
    <div className={styles.merge}>
      <p className={styles.status} role="status">
        {total === 0
          ? "Both changes merge without a conflict."
          : `${resolved} of ${total} ${total === 1 ? "conflict" : "conflicts"} resolved.`}
      </p>
      {regions.map((region, index) => {
        if (region.kind === "stable") {
          // The empty piece after a file's final newline is no line of its own.
          const lines = index === regions.length - 1 && region.lines.at(-1) === "" ? region.lines.slice(0, -1) : region.lines
          return lines.length === 0 ? null : <StableLines key={index} lines={lines} />
        }
        const at = conflictAt[index] ?? 0
        return (
          <Conflict
            key={index}
            region={region}
            number={at + 1}
            total={total}
            labels={labels}
            pick={picks[at]}
            onPick={(pick) => setPick(at, pick)}
          />
        )
      })}
      {merged === null ? null : (
        <section className={styles.result} aria-label="Merged result">
          <p className={styles.resultTitle}>Merged result</p>
          {/* Focusable so a keyboard can scroll a long result. */}
          <pre className={styles.resultText} tabIndex={0}>
            {merged}
          </pre>
        </section>
      )}
    </div>
  )
}

function StableLines({ lines }: { lines: ReadonlyArray<string> }) {
  const folds = lines.length > STABLE_CONTEXT * 2 + 1
  const shown = folds ? [...lines.slice(0, STABLE_CONTEXT), null, ...lines.slice(-STABLE_CONTEXT)] : lines
  return (
    <ol className={styles.lines} aria-label="Merged without conflict">
      {shown.map((line, index) =>
        line === null ? (
          <li key={index} className={styles.skipped}>
            {lines.length - STABLE_CONTEXT * 2} unchanged lines
          </li>
        ) : (
          <li key={index} className={styles.line}>
            <code className={styles.code}>{line === "" ? " " : line}</code>
          </li>
        )
      )}
    </ol>
  )
}

interface ConflictProps {
  region: Extract<MergeRegion, { kind: "conflict" }>
  number: number
  total: number
  labels: ThreeWayMergeLabels
  pick: ConflictPick | undefined
  onPick: (pick: ConflictPick) => void
}

function Conflict({ region, number, total, labels, pick, onPick }: ConflictProps) {
  const titleId = useId()
  const [draft, setDraft] = useState(() => editStart(region))
  const title = `Conflict ${number} of ${total}`
  const choose = (kind: PickKind) => onPick(kind === "edit" ? { kind, text: draft } : { kind })
  return (
    <section className={styles.conflict} aria-labelledby={titleId} data-resolved={pick !== undefined || undefined}>
      <p id={titleId} className={styles.conflictTitle}>
        {title}
        {pick === undefined ? <span className={styles.open}> · to resolve</span> : <span className={styles.done}> · resolved</span>}
      </p>
      <div className={styles.sides}>
        <Side label={labels.ours} lines={region.ours} kind="ours" />
        <Side label={labels.theirs} lines={region.theirs} kind="theirs" />
      </div>
      {region.base.length > 0 ? (
        <details className={styles.baseLines}>
          <summary>{labels.base}</summary>
          <Side label={labels.base} lines={region.base} kind="base" />
        </details>
      ) : null}
      <RadioCards
        orientation="horizontal"
        value={pick?.kind ?? null}
        onChange={(value) => choose(value as PickKind)}
        aria-label={`Resolve ${title.toLowerCase()}`}
      >
        <RadioCard value="ours">{labels.ours}</RadioCard>
        <RadioCard value="theirs">{labels.theirs}</RadioCard>
        <RadioCard value="both">Both</RadioCard>
        <RadioCard value="edit">Edit by hand</RadioCard>
      </RadioCards>
      {pick?.kind === "edit" ? (
        <TextField
          className={styles.edit}
          value={draft}
          onChange={(text) => {
            setDraft(text)
            onPick({ kind: "edit", text })
          }}
        >
          <Label className={styles.editLabel}>Lines for {title.toLowerCase()}</Label>
          <TextArea className={styles.editArea} rows={Math.min(12, Math.max(3, draft.split("\n").length + 1))} spellCheck={false} />
        </TextField>
      ) : null}
    </section>
  )
}

function Side({ label, lines, kind }: { label: string; lines: ReadonlyArray<string>; kind: "ours" | "theirs" | "base" }) {
  return (
    <figure className={styles.side} data-side={kind}>
      <figcaption className={styles.sideLabel}>{label}</figcaption>
      {lines.length === 0 ? (
        <p className={styles.none}>No lines (removed).</p>
      ) : (
        <ol className={styles.lines} aria-label={label}>
          {lines.map((line, index) => (
            <li key={index} className={styles.line}>
              <code className={styles.code}>{line === "" ? " " : line}</code>
            </li>
          ))}
        </ol>
      )}
    </figure>
  )
}
