// Step 2, the change: a module or a theme file from the catalogue, the theme version, or a saved layout. The
// catalogue is read through the first chosen portal (the module and file lists need one); keys, paths and latest
// versions are the same for every portal, and what each portal would get is the preview's to say. The layouts
// offered are those of the first chosen portal's agency the user may see (the portal's own when it has none).
import { useState } from "react"

import { fileQueries, type ThemeFile } from "@/entities/file"
import { type Layout, layoutQueries } from "@/entities/layout"
import { type Module, MODULE_PAGE_LIMIT, moduleQueries } from "@/entities/module"
import { type QueryResult, type RolloutChange, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ListError, ListLoading } from "@/shared/ui/list-panel"
import { SelectField } from "@/shared/ui/select-field"

import type { ChosenPortal } from "../model/selection.ts"
import styles from "./NewRolloutPage.module.css"

type Kind = RolloutChange["kind"]

const KINDS: ReadonlyArray<{ id: Kind; label: string }> = [
  { id: "module", label: "A module" },
  { id: "theme_file", label: "A theme file" },
  { id: "theme_version", label: "The theme version" },
  { id: "layout", label: "A saved layout" }
]

export interface ChangeStepProps {
  /** The portal whose catalogue is read: the first chosen. */
  portal: ChosenPortal
  change: RolloutChange | null
  onChange: (change: RolloutChange) => void
  onBack: () => void
  onNext: () => void
}

interface ChoiceProps {
  portal: ChosenPortal
  change: RolloutChange | null
  onChange: (change: RolloutChange) => void
}

/**
 * One thing the catalogue offers: its key, path or id, its name (with the latest version), the latest version
 * (null when it has none of its own: a layout names many modules and files).
 */
interface CatalogueOption {
  readonly id: string
  readonly label: string
  readonly latest: string | null
}

interface CatalogueTexts {
  readonly loading: string
  readonly failure: string
  readonly note: string
  readonly label: string
  readonly placeholder: string
  readonly empty: string
}

/** The catalogue's select with its loading and failure states, and the chosen one's latest version when it has one. */
function CatalogueChoice({
  list,
  texts,
  selectedKey,
  onSelect
}: {
  list: QueryResult<ReadonlyArray<CatalogueOption>>
  texts: CatalogueTexts
  selectedKey: string | null
  onSelect: (id: string) => void
}) {
  if (list.status === "loading") return <ListLoading label={texts.loading} />
  if (list.status === "failure") return <ListError title={texts.failure} message={list.error.message} onRetry={list.reload} />
  const chosen = list.data.find((option) => option.id === selectedKey) ?? null
  return (
    <>
      <p className={styles.note}>{texts.note}</p>
      <SelectField
        label={texts.label}
        items={list.data}
        selectedKey={selectedKey}
        onSelectionChange={onSelect}
        placeholder={texts.placeholder}
        emptyMessage={texts.empty}
        className={styles.field}
      />
      {chosen === null || chosen.latest === null ? null : (
        <p className={styles.note}>Latest version: {chosen.latest}. The preview shows what each portal gets.</p>
      )}
    </>
  )
}

/** The query's answer as options (a failure or loading passes through). */
const optionsOf = <A,>(
  query: QueryResult<A>,
  toOptions: (data: A) => ReadonlyArray<CatalogueOption>
): QueryResult<ReadonlyArray<CatalogueOption>> =>
  query.status === "success" ? { status: "success", data: toOptions(query.data), reload: query.reload } : query

const MODULE_TEXTS: CatalogueTexts = {
  loading: "Loading the modules",
  failure: "The modules could not be loaded.",
  note: "Installed where a portal lacks it, upgraded where it is behind.",
  label: "Module",
  placeholder: "Choose a module",
  empty: "There are no modules to roll out."
}

const FILE_TEXTS: CatalogueTexts = {
  loading: "Loading the theme files",
  failure: "The theme files could not be loaded.",
  note: "Added where a portal lacks it, updated where it is behind.",
  label: "Theme file",
  placeholder: "Choose a theme file",
  empty: "There are no theme files to roll out."
}

const LAYOUT_TEXTS: CatalogueTexts = {
  loading: "Loading the saved layouts",
  failure: "The saved layouts could not be loaded.",
  note: "Each module and theme file the layout names is added where a portal lacks it and updated where it is behind; theme files first.",
  label: "Layout",
  placeholder: "Choose a layout",
  empty: "There are no saved layouts. Save a portal's setup as a layout on its Layouts page first."
}

/**
 * The layouts are read in one page of the largest size the API allows (ListParams' limit), sorted by name: an
 * agency with more saved layouts than that is offered the first of them only.
 */
const LAYOUT_CHOICE_LIMIT = 1000

const moduleOption = (module: Module): CatalogueOption => ({
  id: module.key,
  label: `${module.name} ${module.current_version}`,
  latest: module.current_version
})

// A file with no version to take is not offered.
const fileOption = (file: ThemeFile): ReadonlyArray<CatalogueOption> =>
  file.available ? [{ id: file.path, label: `${file.path} ${file.current_version}`, latest: file.current_version }] : []

// An agency's list mixes its portals' layouts: a name two of them share says which portal each was saved from.
const layoutOptions = (layouts: ReadonlyArray<Layout>): ReadonlyArray<CatalogueOption> =>
  layouts.map((layout) => ({
    id: String(layout.id),
    label: layouts.some((other) => other.id !== layout.id && other.name === layout.name)
      ? `${layout.name} (${layout.portal_name})`
      : layout.name,
    latest: null
  }))

function ModuleChoice({ portal, change, onChange }: ChoiceProps) {
  const catalogue = useApiQuery(moduleQueries.list(portal.id, "member", { portal: portal.id, limit: MODULE_PAGE_LIMIT, type: "modules" }))
  return (
    <CatalogueChoice
      list={optionsOf(catalogue, (data) => data.modules.map(moduleOption))}
      texts={MODULE_TEXTS}
      selectedKey={change?.kind === "module" ? change.module_key : null}
      onSelect={(moduleKey) => onChange({ kind: "module", module_key: moduleKey })}
    />
  )
}

function FileChoice({ portal, change, onChange }: ChoiceProps) {
  const catalogue = useApiQuery(fileQueries.ofPortal(portal.id))
  return (
    <CatalogueChoice
      list={optionsOf(catalogue, (data) => data.flatMap(fileOption))}
      texts={FILE_TEXTS}
      selectedKey={change?.kind === "theme_file" ? change.path : null}
      onSelect={(path) => onChange({ kind: "theme_file", path })}
    />
  )
}

function LayoutChoice({ portal, change, onChange }: ChoiceProps) {
  const layouts = useApiQuery(
    layoutQueries.list({
      portal: portal.id,
      limit: LAYOUT_CHOICE_LIMIT,
      sort_by: "name",
      sort_direction: "asc",
      ...(portal.agencyId === null ? {} : { agency: portal.agencyId })
    })
  )
  return (
    <CatalogueChoice
      list={optionsOf(layouts, (data) => layoutOptions(data.rows))}
      texts={LAYOUT_TEXTS}
      selectedKey={change?.kind === "layout" ? String(change.layout_id) : null}
      onSelect={(id) => onChange({ kind: "layout", layout_id: Number(id) })}
    />
  )
}

export function ChangeStep({ portal, change, onChange, onBack, onNext }: ChangeStepProps) {
  const [kind, setKind] = useState<Kind>(change?.kind ?? "module")
  const ready = change !== null && change.kind === kind
  const chooseKind = (next: Kind) => {
    setKind(next)
    // The theme version has nothing more to choose: every portal goes to the latest.
    if (next === "theme_version") onChange({ kind: "theme_version" })
  }
  return (
    <section className={styles.step} aria-labelledby="rollout-change-title">
      <h2 id="rollout-change-title" className={styles.stepTitle}>
        2. The change
      </h2>
      <SelectField label="Roll out" items={KINDS} selectedKey={kind} onSelectionChange={chooseKind} className={styles.field} />
      {kind === "module" ? (
        <ModuleChoice portal={portal} change={change} onChange={onChange} />
      ) : kind === "theme_file" ? (
        <FileChoice portal={portal} change={change} onChange={onChange} />
      ) : kind === "layout" ? (
        <LayoutChoice portal={portal} change={change} onChange={onChange} />
      ) : (
        <p className={styles.note}>
          Every chosen portal behind the latest theme version is upgraded to it: the theme files changed since its own version are written.
          Only an agency&apos;s admins may upgrade its portals&apos; theme.
        </p>
      )}
      <div className={styles.nav}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button onPress={onNext} isDisabled={!ready}>
          Next: preview
        </Button>
      </div>
    </section>
  )
}
