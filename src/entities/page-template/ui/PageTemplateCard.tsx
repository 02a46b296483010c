// One template in a page drawer's grid: lazy preview image (300 wide), padlock, name and the actions
// the caller supplies (install button, progress, Preview, Activate).
import type { ReactNode } from "react"

import type { PageTemplate } from "@/shared/api"
import { PadLock } from "@/shared/ui/padlock"

import styles from "./PageTemplateCard.module.css"

export interface PageTemplateCardProps {
  template: Pick<PageTemplate, "name" | "module_preview" | "pad_lock">
  /** The install control (install-page-template feature) and any other buttons; nothing for read-only grids. */
  actions?: ReactNode
}

export function PageTemplateCard({ template, actions }: PageTemplateCardProps) {
  return (
    <li className={styles.card} aria-label={template.name}>
      <img
        className={styles.preview}
        src={template.module_preview}
        alt={`Preview of ${template.name}`}
        width={300}
        height={200}
        loading="lazy"
      />
      <div className={styles.body}>
        <h4 className={styles.name}>
          {template.pad_lock !== null ? <PadLock tier={template.pad_lock} /> : null}
          <span>{template.name}</span>
        </h4>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </li>
  )
}

/** The drawer's grid of cards. */
export function PageTemplateGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  )
}
