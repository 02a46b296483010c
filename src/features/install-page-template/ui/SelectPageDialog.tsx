// Select Page Type / Select Domain (spec 2 sections 4–5): the page type (starter portals: Website Page
// only) and one of the portal's CRM domains, both required, before a website or landing install.
import { useState } from "react"

import { portalKeys } from "@/entities/portal"
import { apiQueryOptions, type Portal, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import { listDomains } from "../api/templateInstall.ts"
import {
  type PageChoice,
  type PageDraft,
  type PageDraftErrors,
  pageTypeOptions,
  toPageChoice,
  validatePageDraft
} from "../model/selection.ts"
import { DomainField } from "./DomainField.tsx"
import { PageTypeField } from "./PageTypeField.tsx"
import styles from "./TemplateInstall.module.css"

export interface SelectPageDialogProps {
  isOpen: boolean
  templateName: string
  portal: Pick<Portal, "id" | "portal_type">
  onConfirm: (choice: PageChoice) => void
  onCancel: () => void
}

const EMPTY: PageDraft = { subcategory: null, domain: null }

export function SelectPageDialog({ isOpen, templateName, portal, onConfirm, onCancel }: SelectPageDialogProps) {
  const domains = useApiQuery(isOpen ? apiQueryOptions(portalKeys.domains(portal.id), listDomains(portal.id)) : null)
  const [draft, setDraft] = useState<PageDraft>(EMPTY)
  // Errors show once Install was pressed, then follow the choices.
  const [submitted, setSubmitted] = useState(false)
  const errors: PageDraftErrors = submitted ? validatePageDraft(draft) : {}

  const confirm = () => {
    setSubmitted(true)
    const choice = toPageChoice(draft)
    if (choice !== null) onConfirm(choice)
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} width={480}>
      <Dialog
        title="Select Page Type"
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" onPress={confirm}>
              Install
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          <p className={styles.text}>Choose what {templateName} becomes and the domain it is published on.</p>
          <PageTypeField
            options={pageTypeOptions(portal)}
            value={draft.subcategory}
            onChange={(subcategory) => setDraft((current) => ({ ...current, subcategory }))}
            errorMessage={errors.subcategory}
          />
          <DomainField
            domains={domains}
            value={draft.domain}
            onChange={(domain) => setDraft((current) => ({ ...current, domain }))}
            errorMessage={errors.domain}
          />
        </div>
      </Dialog>
    </Modal>
  )
}
