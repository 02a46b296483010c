// The domain select of the Select Domain step: the portal's CRM domains, with loading and error states.
import type { Domain, QueryResult } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { SelectField } from "@/shared/ui/select-field"
import { Spinner } from "@/shared/ui/spinner"

import styles from "./TemplateInstall.module.css"

export interface DomainFieldProps {
  domains: QueryResult<ReadonlyArray<Domain>>
  value: string | null
  onChange: (domain: string) => void
  errorMessage?: string | undefined
}

const itemOf = (domain: Domain) => ({ id: domain.domain, label: domain.domain, isPrimary: domain.is_primary })

export function DomainField({ domains, value, onChange, errorMessage }: DomainFieldProps) {
  if (domains.status === "loading") return <Spinner label="Loading domains…" />
  if (domains.status === "failure") {
    return (
      <Alert type="danger" title="The domains could not be loaded.">
        <p className={styles.errorText}>{domains.error.message}</p>
        <Button size="sm" variant="secondary" onPress={domains.reload}>
          Retry
        </Button>
      </Alert>
    )
  }
  // Not marked required: like Page Type beside it, the label carries no asterisk; the dialog checks it.
  return (
    <SelectField
      label="Domain"
      items={domains.data.map(itemOf)}
      selectedKey={value}
      onSelectionChange={onChange}
      placeholder="Select Domain"
      errorMessage={errorMessage}
      emptyMessage="This portal has no domains."
      renderItem={(item) => (
        <>
          {item.label}
          {item.isPrimary ? <span className={styles.primary}> (primary)</span> : null}
        </>
      )}
    />
  )
}
