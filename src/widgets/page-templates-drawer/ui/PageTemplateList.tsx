// The drawer's cards with their loading, empty and failure states.
import type { Duration } from "effect"
import { Link } from "react-aria-components"
import { PageTemplateCard, PageTemplateGrid, type PageTemplateListState } from "@/entities/page-template"
import { TemplateInstallControl } from "@/features/install-page-template"
import type { Portal } from "@/shared/api"
import { buttonClassName } from "@/shared/ui/button"
import { ListEmpty, ListError, ListLoading } from "@/shared/ui/list-panel"
import { NO_TEMPLATES } from "../config/drawers.ts"

export interface PageTemplateListProps {
  label: string
  list: PageTemplateListState
  portal: Pick<Portal, "id" | "portal_type">
  hasPreview: boolean
  isDisabled: boolean
  pollInterval: Duration.DurationInput | undefined
}

export function PageTemplateList({ label, list, portal, hasPreview, isDisabled, pollInterval }: PageTemplateListProps) {
  if (list.status === "loading") return <ListLoading label={`Loading ${label.toLowerCase()}…`} />
  if (list.status === "failure") return <ListError title={`${label} could not be loaded.`} message={list.error.message} onRetry={list.reload} />
  if (list.data.length === 0) return <ListEmpty>{NO_TEMPLATES}</ListEmpty>
  return (
    <PageTemplateGrid label={label}>
      {list.data.map((template) => (
        <PageTemplateCard
          key={template.key}
          template={template}
          actions={
            <>
              <TemplateInstallControl
                template={template}
                portal={portal}
                isDisabled={isDisabled}
                onInstalled={list.reload}
                {...(pollInterval === undefined ? {} : { pollInterval })}
              />
              {hasPreview ? (
                <Link className={buttonClassName("secondary", "sm")} href={template.module_preview} target="_blank" rel="noopener noreferrer">
                  Preview
                </Link>
              ) : null}
            </>
          }
        />
      ))}
    </PageTemplateGrid>
  )
}
