import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { screen, userEvent } from "storybook/test"

import type { Batch } from "@/shared/api"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { CardPage } from "@/shared/ui/card-page"

import { UpgradeNotice } from "./UpgradeNotice.tsx"
import { UpgradePortal } from "./UpgradePortal.tsx"

const api = "/portal/api/v2"
const noop = () => {}

/** Each read of the batch moves it one job further; with failSome the last job fails. */
const advancingBatch = (total: number, failSome: boolean): FakeRoute => {
  let ended = 0
  return () => {
    ended = Math.min(total, ended + 1)
    const failed = failSome && ended === total ? 1 : 0
    const batch: Batch = {
      id: "u1",
      progress: Math.round((ended / total) * 100),
      processedJobs: ended - failed,
      failedJobs: failed,
      totalJobs: total,
      status: ended === total ? "finished" : "running"
    }
    return { status: 200, body: { data: batch } }
  }
}

type Scene = "review" | "current" | "upgrade-success" | "upgrade-failure" | "notice" | "no-file-changes"

function Demo({ scene }: { scene: Scene }) {
  const [server] = useState(() =>
    fakeServer({
      [`GET ${api}/portals/2/version-check`]: {
        status: 200,
        body: {
          data:
            scene === "current"
              ? { current_version: "5.0.0", latest_version: "5.0.0", upgrade_available: false, releases: [] }
              : {
                  current_version: "4.1.0",
                  latest_version: "5.0.0",
                  upgrade_available: true,
                  releases: [
                    { version: "4.2.0", message: "Icon buttons, card grid variants and a skip link in the base layout" },
                    { version: "5.0.0", message: "Theme v5: cascade layers, intersection observer helpers and new utilities" }
                  ]
                }
        }
      },
      [`GET ${api}/portals/get-upgrade-files`]: {
        status: 200,
        body: {
          data: {
            files:
              scene === "current" || scene === "no-file-changes"
                ? []
                : [
                    { path: "css/components/buttons.css", name: "buttons.css", from_version: "1.0.0", to_version: "1.1.0" },
                    { path: "templates/layouts/base.html", name: "base.html", from_version: null, to_version: "1.1.0" },
                    { path: "css/main.css", name: "main.css", from_version: "1.1.0", to_version: "2.0.0" }
                  ]
          }
        }
      },
      [`POST ${api}/portals/2/version-upgrade`]: scene === "review" ? "hang" : { status: 200, body: { data: { batch_id: "u1" } } },
      [`GET ${api}/batch/u1`]: advancingBatch(6, scene === "upgrade-failure")
    })
  )
  return (
    <AppHarness server={server}>
      {scene === "notice" ? (
        <UpgradeNotice portalId={2} version="4.1.0" onUpgrade={noop} />
      ) : (
        <CardPage title="Upgrade Beacon Portal">
          <UpgradePortal portalId={2} pollInterval="300 millis" onOpenEditor={noop} onCancel={noop} />
        </CardPage>
      )}
    </AppHarness>
  )
}

const meta = {
  title: "features/upgrade-portal/UpgradePortal",
  component: Demo,
  args: { scene: "review" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Current → latest, release notes, files; pressing Upgrade stays pending (the server never answers here). */
export const Review: Story = {}
/** Nothing to upgrade. */
export const AlreadyCurrent: Story = { args: { scene: "current" } }
/** Press Upgrade: progress, then 'Your portal is up to date'. */
export const UpgradeSuccess: Story = { args: { scene: "upgrade-success" } }
/** Press Upgrade: the last job fails, connection issues with Retry. */
export const UpgradeFailure: Story = { args: { scene: "upgrade-failure" } }
/** The editor's notice for an older portal. */
export const EditorNotice: Story = { args: { scene: "notice" } }
/** The portal already holds every changed file at its new version: nothing listed as a change. */
export const NoFileChanges: Story = { args: { scene: "no-file-changes" } }
/** The editor's notice after Dismiss: gone. */
export const EditorNoticeClosed: Story = {
  args: { scene: "notice" },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }))
  }
}
