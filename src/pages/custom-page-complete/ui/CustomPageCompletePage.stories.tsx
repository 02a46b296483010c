import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { CustomPageCompletePage } from "./CustomPageCompletePage.tsx"

const answering = (batch: FakeRoute, page: FakeRoute = "hang") => [
  (Story: () => React.JSX.Element) => (
    <AppHarness
      server={fakeServer({ "GET /portal/api/v2/batch/b1": batch, "POST /module/api/v2/page-templates/pages": page })}
      path="/portals-main/custom-page-complete?portal=1&batch=b1"
    >
      <Story />
    </AppHarness>
  )
]

const batch = (progress: number, processedJobs: number, failedJobs = 0): FakeRoute => ({
  status: 200,
  body: { data: { id: "b1", totalJobs: 4, progress, processedJobs, failedJobs, status: progress >= 100 ? "finished" : "running" } }
})

const meta = {
  title: "pages/custom-page-complete/CustomPageCompletePage",
  component: CustomPageCompletePage,
  args: { portalId: 1, batchId: "b1", pollInterval: "1 hour" }
} satisfies Meta<typeof CustomPageCompletePage>

export default meta
type Story = StoryObj<typeof meta>

export const Installing: Story = { decorators: answering(batch(50, 2)) }

export const Created: Story = {
  decorators: answering(batch(100, 4), {
    status: 200,
    body: { data: { id: "p9", name: "Home 2", edit_url: "http://localhost:3000/sandbox/hubspot/pages/1/editor/p9/content" } }
  })
}

export const Incomplete: Story = { decorators: answering(batch(100, 3, 1)) }
