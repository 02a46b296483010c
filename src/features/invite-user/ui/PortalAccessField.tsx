// Portal access: which portals of the agency the user may see. None ticked means every portal.
import { useEffect } from "react"
import { CheckboxGroup, Label, Text } from "react-aria-components"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Checkbox } from "@/shared/ui/checkbox"
import { Spinner } from "@/shared/ui/spinner"

import { PORTAL_ACCESS_HINT } from "../model/texts.ts"
import { useAgencyPortals } from "../model/useAgencyPortals.ts"
import styles from "./UserFields.module.css"

export interface PortalAccessFieldProps {
  agencyId: number | null
  value: ReadonlyArray<number>
  onChange: (portalIds: ReadonlyArray<number>) => void
}

export function PortalAccessField({ agencyId, value, onChange }: PortalAccessFieldProps) {
  const portals = useAgencyPortals(agencyId)

  // Grants to other agencies' portals are not this membership's to send (the server refuses them).
  const known = portals.status === "success" ? portals.data.map((portal) => portal.id) : null
  const foreign = known === null ? [] : value.filter((id) => !known.includes(id))
  useEffect(() => {
    if (known !== null && foreign.length > 0) onChange(value.filter((id) => known.includes(id)))
  })

  if (agencyId === null) {
    return (
      <div className={styles.field}>
        <span className={styles.label}>Portal Access</span>
        <p className={styles.hint}>Choose an agency first.</p>
      </div>
    )
  }
  if (portals.status === "loading") return <Spinner label="Loading portals…" />
  if (portals.status === "failure") {
    return (
      <Alert type="danger" title="The portals could not be loaded.">
        <p className={styles.hint}>{portals.error.message}</p>
        <Button size="sm" variant="secondary" onPress={portals.reload}>
          Retry
        </Button>
      </Alert>
    )
  }
  return (
    <CheckboxGroup className={styles.field} value={value.map(String)} onChange={(next) => onChange(next.map(Number))}>
      <Label className={styles.label}>Portal Access</Label>
      <Text slot="description" className={styles.hint}>
        {PORTAL_ACCESS_HINT}
      </Text>
      <div className={styles.checks}>
        {portals.data.length === 0 ? <p className={styles.hint}>This agency has no portals yet.</p> : null}
        {portals.data.map((portal) => (
          <Checkbox key={portal.id} value={String(portal.id)}>
            {portal.name}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  )
}
