// The domain select of the Select Domain step: the portal's CRM domains, with loading and error states.
import { Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import type { Domain, QueryResult } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"
import styles from "./TemplateInstall.module.css"

export interface DomainFieldProps {
  domains: QueryResult<ReadonlyArray<Domain>>
  value: string | null
  onChange: (domain: string) => void
  errorMessage?: string | undefined
}

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
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired
      placeholder="Select Domain"
    >
      <Label className={styles.label}>Domain</Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={domains.data} renderEmptyState={() => <p className={styles.emptyDomains}>This portal has no domains.</p>}>
          {(domain) => (
            <ListBoxItem id={domain.domain} textValue={domain.domain} className={styles.option}>
              {domain.domain}
              {domain.is_primary ? <span className={styles.primary}> (primary)</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
