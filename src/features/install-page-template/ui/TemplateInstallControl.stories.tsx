import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makePageTemplate, type PageTemplate } from "@/entities/page-template"
import type { Batch } from "@/shared/api"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { TemplateInstallControl } from "./TemplateInstallControl.tsx"

/** Each read of the batch moves it one job further; with failAll every job fails. */
const advancingBatch = (total: number, failAll: boolean): FakeRoute => {
  let ended = 0
  return () => {
    ended = Math.min(total, ended + 1)
    const batch: Batch = {
      id: "b1",
      progress: Math.round((ended / total) * 100),
      processedJobs: failAll ? 0 : ended,
      failedJobs: failAll ? ended : 0,
      totalJobs: total,
      status: ended === total ? "finished" : "running"
    }
    return { status: 200, body: { data: batch } }
  }
}

interface DemoProps {
  template: PageTemplate
  portalType: string
  isDisabled: boolean
  failAll: boolean
}

function Demo({ template, portalType, isDisabled, failAll }: DemoProps) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/domains": {
        status: 200,
        body: {
          data: [
            { id: "1", domain: "www.acme.test", is_primary: true },
            { id: "2", domain: "landing.www.acme.test", is_primary: false }
          ]
        }
      },
      "POST /module/api/v2/page-templates/install": { status: 200, body: { data: { batch_id: "b1" } } },
      "POST /module/api/v2/page-templates/blog": { status: 200, body: { data: { batch_id: "b1" } } },
      "POST /module/api/v2/page-templates/pages": {
        status: 200,
        body: { data: { id: "p1", name: `${template.name} 1`, edit_url: "https://example.test/pages/1/editor/p1/content" } }
      },
      "POST /module/api/v2/page-templates/system": {
        status: 200,
        body: { data: { id: "p2", name: template.name, edit_url: "https://example.test/pages/1/editor/p2/content" } }
      },
      "GET /portal/api/v2/batch/b1": advancingBatch(3, failAll)
    })
  )
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <div style={{ display: "flex", gap: 8, maxWidth: 320 }}>
        {/* One second between reads so the progress is visible; the app polls every 5 seconds. */}
        <TemplateInstallControl
          template={template}
          portal={{ id: 101, portal_type: portalType }}
          isDisabled={isDisabled}
          onInstalled={() => undefined}
          pollInterval="1 second"
        />
      </div>
    </AppHarness>
  )
}

const meta = {
  title: "features/install-page-template/TemplateInstallControl",
  component: Demo,
  args: {
    template: makePageTemplate({ type: "landing-page", key: "ebook-download", name: "Ebook Download" }),
    portalType: "professional",
    isDisabled: false,
    failAll: false
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Install opens Select Page Type; confirming shows 'Installing n/3', then the Edit Page alert. */
export const WebsiteOrLanding: Story = {}
export const ConnectionIssues: Story = { args: { failAll: true } }
export const Blog: Story = { args: { template: makePageTemplate({ type: "blog", key: "blog-classic", name: "Classic Blog" }) } }
export const BlogWithActivate: Story = {
  args: {
    template: makePageTemplate({
      type: "blog",
      key: "blog-classic",
      name: "Classic Blog",
      installed: true,
      button_state: "Reinstall",
      activate_url: "https://example.test/settings/1/website/blogs"
    })
  }
}
export const System: Story = { args: { template: makePageTemplate({ type: "system", key: "error-404", name: "404 Not Found" }) } }
export const Locked: Story = { args: { template: makePageTemplate({ is_eligible: false, pad_lock: "pro", access: "pro" }) } }
export const Suspended: Story = { args: { isDisabled: true } }
