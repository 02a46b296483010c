// The super admin's agency search over the users list (spec 1 sections 6 and 9): several agencies at
// once, up to 300 options in a list at most 600 px high; the chosen ones show three by name, then
// 'and N other agencies'. Picking a chosen agency again (or its ×) removes it; none chosen lists everybody.
import { useState } from "react"
import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components"

import { type AgencyChoice, NO_AGENCY_FOUND, useAgencyOptions } from "@/features/invite-user"
import type { Agency } from "@/shared/api"
import { Spinner } from "@/shared/ui/spinner"
import { VisuallyHidden } from "@/shared/ui/visually-hidden"

import { agencySummary, otherAgencies } from "../lib/agencyNames.ts"
import styles from "./AgencyFilter.module.css"

export interface AgencyFilterProps {
  value: ReadonlyArray<AgencyChoice>
  onChange: (agencies: ReadonlyArray<AgencyChoice>) => void
  /** Options asked of the server per search (spec: 300). */
  limit: number
}

export function AgencyFilter({ value, onChange, limit }: AgencyFilterProps) {
  const [typed, setTyped] = useState("")
  const { result, items } = useAgencyOptions(typed, limit)
  const chosen = new Set(value.map((agency) => agency.id))
  const { shown, more } = agencySummary(value)

  const toggle = (agency: Pick<Agency, "id" | "name">) =>
    onChange(chosen.has(agency.id) ? value.filter((other) => other.id !== agency.id) : [...value, { id: agency.id, name: agency.name }])

  return (
    <div className={styles.filter}>
      <ComboBox
        className={styles.field}
        items={items}
        selectedKey={null}
        inputValue={typed}
        onInputChange={setTyped}
        onSelectionChange={(key) => {
          const picked = items.find((agency) => agency.id === key)
          if (picked !== undefined) toggle(picked)
          setTyped("")
        }}
        menuTrigger="focus"
        allowsEmptyCollection
      >
        <Label className={styles.label}>Agency</Label>
        <div className={styles.control}>
          <Input className={styles.input} placeholder={value.length === 0 ? "All agencies" : "Add agencies"} />
          {result.status === "loading" ? <Spinner size="sm" label="Loading agencies…" /> : null}
          <AriaButton className={styles.toggle} aria-label="Show agencies">
            ▾
          </AriaButton>
        </div>
        <Popover className={styles.popover}>
          <ListBox<Agency>
            className={styles.listBox}
            renderEmptyState={() => (
              <p className={styles.empty}>
                {result.status === "failure" ? result.error.message : result.status === "loading" ? "Loading agencies…" : NO_AGENCY_FOUND}
              </p>
            )}
          >
            {(agency) => (
              <ListBoxItem id={agency.id} textValue={agency.name} className={styles.option}>
                <span aria-hidden="true" className={styles.check}>
                  {chosen.has(agency.id) ? "✓" : ""}
                </span>
                {agency.name}
                {chosen.has(agency.id) ? <VisuallyHidden> (chosen)</VisuallyHidden> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {value.length === 0 ? null : (
        <div className={styles.chosen} role="group" aria-label="Chosen agencies">
          {shown.map((agency) => (
            <span key={agency.id} className={styles.tag}>
              <span className={styles.tagName} title={agency.name}>
                {agency.name}
              </span>
              <AriaButton className={styles.remove} aria-label={`Remove ${agency.name}`} onPress={() => toggle(agency)}>
                ×
              </AriaButton>
            </span>
          ))}
          {more > 0 ? <span className={styles.more}>{otherAgencies(more)}</span> : null}
          <AriaButton className={styles.clear} onPress={() => onChange([])}>
            Clear
          </AriaButton>
        </div>
      )}
    </div>
  )
}
