// A template card's install control: the button_state button (or the batch's progress while it runs),
// the Select Page Type dialog for website and landing templates, and a blog's Activate link.
import type { Duration } from "effect"
import { Link } from "react-aria-components"

import { isTemplateLocked, type PageTemplate } from "@/entities/page-template"
import type { Portal } from "@/shared/api"
import { Button, buttonClassName } from "@/shared/ui/button"
import { ProgressBar } from "@/shared/ui/spinner"

import { ACTIVATE } from "../model/messages.ts"
import { useTemplateInstall } from "../model/useTemplateInstall.ts"
import { SelectPageDialog } from "./SelectPageDialog.tsx"
import styles from "./TemplateInstall.module.css"

export interface TemplateInstallControlProps {
  template: PageTemplate
  portal: Pick<Portal, "id" | "portal_type">
  /** Suspended agencies and visitors cannot install. */
  isDisabled: boolean
  onInstalled: () => void
  /** How often the batch is polled (spec: 5 seconds); stories and tests shorten it. */
  pollInterval?: Duration.DurationInput
}

export function TemplateInstallControl({ template, portal, isDisabled, onInstalled, pollInterval }: TemplateInstallControlProps) {
  const { state, press, installPage, cancel } = useTemplateInstall({
    template,
    portalId: portal.id,
    onInstalled,
    ...(pollInterval === undefined ? {} : { pollInterval })
  })
  const installing = state.kind === "installing"
  return (
    <>
      {installing && state.total > 0 ? (
        <ProgressBar
          className={styles.progress}
          label={`Installing ${state.done}/${state.total}`}
          value={state.done}
          maxValue={state.total}
        />
      ) : (
        <Button
          size="sm"
          variant="primary"
          onPress={press}
          isPending={installing}
          isDisabled={isDisabled || isTemplateLocked(template)}
          aria-label={`${template.button_state} ${template.name}`}
        >
          {template.button_state}
        </Button>
      )}
      {template.type === "blog" && template.activate_url !== null && !installing ? (
        <Link className={buttonClassName("secondary", "sm")} href={template.activate_url} target="_blank" rel="noopener noreferrer">
          {ACTIVATE}
        </Link>
      ) : null}
      {state.kind === "choosing" ? (
        <SelectPageDialog isOpen templateName={template.name} portal={portal} onConfirm={installPage} onCancel={cancel} />
      ) : null}
    </>
  )
}
