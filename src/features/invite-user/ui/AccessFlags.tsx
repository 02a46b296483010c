// Ditto Access (sr_beta) and Support Team (is_support): super admins only (spec 1 sections 3 and 6).
import { Checkbox } from "@/shared/ui/checkbox"

import { DITTO_ACCESS, SUPPORT_TEAM } from "../model/texts.ts"
import styles from "./UserFields.module.css"

export interface AccessFlagsProps {
  srBeta: boolean
  isSupport: boolean
  onChange: (flags: { srBeta: boolean; isSupport: boolean }) => void
}

export function AccessFlags({ srBeta, isSupport, onChange }: AccessFlagsProps) {
  return (
    <div className={styles.flags}>
      <Checkbox isSelected={srBeta} onChange={(next) => onChange({ srBeta: next, isSupport })}>
        {DITTO_ACCESS}
      </Checkbox>
      <Checkbox isSelected={isSupport} onChange={(next) => onChange({ srBeta, isSupport: next })}>
        {SUPPORT_TEAM}
      </Checkbox>
    </div>
  )
}
