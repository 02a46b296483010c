// The drawer's cards with their loading, empty and failure states. Guests get a button that opens the
// Register modal in place of the install control (and no blog Activate link).
import type { Duration } from "effect"
import { Link } from "react-aria-components"

import { type PageTemplateAudience, PageTemplateCard, PageTemplateGrid, type PageTemplateListState } from "@/entities/page-template"
import { GuestActionButton } from "@/features/guest-action"
import { TemplateInstallControl } from "@/features/install-page-template"
import type { Portal } from "@/shared/api"
import { buttonClassName } from "@/shared/ui/button"
import { ListEmpty, ListError, ListLoading } from "@/shared/ui/list-panel"

import { NO_TEMPLATES } from "../config/drawers.ts"

export interface PageTemplateListProps {
  label: string
  /** guest: each card's install opens the Register modal (no server call); members by default. */
  audience?: PageTemplateAudience
  list: PageTemplateListState
  portal: Pick<Portal, "id" | "portal_type">
  hasPreview: boolean
  isDisabled: boolean
  pollInterval: Duration.DurationInput | undefined
}

export function PageTemplateList({
  label,
  audience = "member",
  list,
  portal,
  hasPreview,
  isDisabled,
  pollInterval
}: PageTemplateListProps) {
  if (list.status === "loading") return <ListLoading label={`Loading ${label.toLowerCase()}…`} />
  if (list.status === "failure")
    return <ListError title={`${label} could not be loaded.`} message={list.error.message} onRetry={list.reload} />
  if (list.data.length === 0) return <ListEmpty>{NO_TEMPLATES}</ListEmpty>
  return (
    <PageTemplateGrid label={label}>
      {list.data.map((template) => (
        <PageTemplateCard
          key={template.key}
          template={template}
          actions={
            <>
              {audience === "guest" ? (
                <GuestActionButton label={template.button_state} accessibleName={`${template.button_state} ${template.name}`} />
              ) : (
                <TemplateInstallControl
                  template={template}
                  portal={portal}
                  isDisabled={isDisabled}
                  onInstalled={list.reload}
                  {...(pollInterval === undefined ? {} : { pollInterval })}
                />
              )}
              {hasPreview ? (
                <Link
                  className={buttonClassName("secondary", "sm")}
                  href={template.module_preview}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Preview ${template.name}`}
                >
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
