// Select Page Type / Select Domain (spec 2 sections 4–5): the page type (starter portals: Website Page
// only) and one of the portal's CRM domains, both required, before a website or landing install. The two
// are the install body's subcategory and domain, checked as the contract checks them.
import { Schema } from "effect"

import { portalKeys } from "@/entities/portal"
import { apiQueryOptions, PageInstallPayload, type PageSubcategory, type Portal, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { firstError, useContractForm } from "@/shared/ui/form"

import { listDomains } from "../api/templateInstall.ts"
import { checkPageDraft, EMPTY_PAGE_DRAFT, type PageChoice, type PageDraft, pageTypeOptions, toPageBody } from "../model/selection.ts"
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

/** The install body's fields the dialog fills in; that both are given is the dialog's own rule (checkPageDraft). */
const ChoiceBody = Schema.partial(PageInstallPayload.pick("subcategory", "domain"))

export function SelectPageDialog({ isOpen, templateName, portal, onConfirm, onCancel }: SelectPageDialogProps) {
  const domains = useApiQuery(isOpen ? apiQueryOptions(portalKeys.domains(portal.id), listDomains(portal.id)) : null)
  const form = useContractForm<PageDraft>({
    defaultValues: EMPTY_PAGE_DRAFT,
    schema: ChoiceBody,
    toBody: toPageBody,
    check: checkPageDraft,
    onSubmit: (values) => {
      if (values.subcategory !== "") onConfirm({ subcategory: values.subcategory, domain: values.domain })
    }
  })

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} width={480}>
      <Dialog
        title="Select Page Type"
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" onPress={() => void form.handleSubmit()}>
              Install
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          <p className={styles.text}>Choose what {templateName} becomes and the domain it is published on.</p>
          <form.Field name="subcategory">
            {(field) => (
              <PageTypeField
                options={pageTypeOptions(portal)}
                value={field.state.value === "" ? null : field.state.value}
                onChange={(subcategory: PageSubcategory) => field.handleChange(subcategory)}
                errorMessage={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="domain">
            {(field) => (
              <DomainField
                domains={domains}
                value={field.state.value === "" ? null : field.state.value}
                onChange={field.handleChange}
                errorMessage={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
      </Dialog>
    </Modal>
  )
}
