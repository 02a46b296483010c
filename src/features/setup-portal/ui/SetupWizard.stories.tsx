import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import type { Batch } from "@/shared/api"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { CardPage } from "@/shared/ui/card-page"

import { CustomFolderForm } from "./CustomFolderForm.tsx"
import { SetupChoice } from "./SetupChoice.tsx"
import { SetupProgress } from "./SetupProgress.tsx"

const api = "/portal/api/v2"
const noop = () => {}

/** Each read of the batch moves it one job further; with failSome the last job fails. */
const advancingBatch = (total: number, failSome: boolean): FakeRoute => {
  let ended = 0
  return () => {
    ended = Math.min(total, ended + 1)
    const failed = failSome && ended === total ? 1 : 0
    const batch: Batch = {
      id: "b1",
      progress: Math.round((ended / total) * 100),
      processedJobs: ended - failed,
      failedJobs: failed,
      totalJobs: total,
      status: ended === total ? "finished" : "running"
    }
    return { status: 200, body: { data: batch } }
  }
}

type Scene =
  "choice" | "choice-host-name" | "choice-already-set-up" | "custom-folder" | "installer" | "installer-success" | "installer-failure"

/** A portal named after its CRM host (an account HubSpot gave no name): one long word the heading must wrap. */
const HOST_NAME = "hub-12366117.sandbox.hubspot.localhost"

function Demo({ scene }: { scene: Scene }) {
  const [server] = useState(() =>
    fakeServer({
      [`POST ${api}/setup-wizards`]:
        scene === "choice-already-set-up" ? { status: 409, body: { message: "This portal is already set up." } } : "hang",
      [`GET ${api}/portals/3/check-folder`]: (request) => ({
        status: 200,
        body: { data: { folder: "", available: !/folder=(sr|taken)(&|$)/.test(request.search) } }
      }),
      [`POST ${api}/setup-wizards-custom`]: "hang",
      [`GET ${api}/batch/b1`]:
        scene === "installer"
          ? { status: 200, body: { data: { id: "b1", progress: 43, processedJobs: 10, failedJobs: 0, totalJobs: 23, status: "running" } } }
          : advancingBatch(23, scene === "installer-failure")
    })
  )
  return (
    <AppHarness server={server}>
      <CardPage title={`Set up ${scene === "choice-host-name" ? HOST_NAME : "Cobalt Portal"}`}>
        {scene === "choice" || scene === "choice-already-set-up" ? (
          <SetupChoice portalId={3} portalName="Cobalt Portal" onStarted={noop} onCustom={noop} />
        ) : null}
        {scene === "choice-host-name" ? <SetupChoice portalId={3} portalName={HOST_NAME} onStarted={noop} onCustom={noop} /> : null}
        {scene === "custom-folder" ? <CustomFolderForm portalId={3} portalName="Cobalt Portal" onStarted={noop} onBack={noop} /> : null}
        {scene.startsWith("installer") ? (
          <SetupProgress portalId={3} batchId="b1" pollInterval="150 millis" onReady={noop} onOpenEditor={noop} onRestarted={noop} />
        ) : null}
      </CardPage>
    </AppHarness>
  )
}

const meta = {
  title: "features/setup-portal/SetupWizard",
  component: Demo,
  args: { scene: "choice" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The two choices; pressing the default install stays pending (the server never answers here). */
export const Choice: Story = {}
/** A portal still named after its CRM host: the heading wraps inside the card; the name field offers a better one. */
export const ChoiceNamedAfterHost: Story = { args: { scene: "choice-host-name" } }
/** Pressing the default install answers 409. */
export const ChoiceAlreadySetUp: Story = { args: { scene: "choice-already-set-up" } }
/** Try 'my folder' (invalid), 'taken' or 'sr' (in use) and any other name (available). */
export const CustomFolder: Story = { args: { scene: "custom-folder" } }
export const InstallerProgress: Story = { args: { scene: "installer" } }
export const InstallerSuccess: Story = { args: { scene: "installer-success" } }
export const InstallerFailure: Story = { args: { scene: "installer-failure" } }
