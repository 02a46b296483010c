import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import type { RolloutChange } from "@/shared/api"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { ChangeStep } from "./ChangeStep.tsx"
import { FILES, MODULES, wizardRoutes } from "./NewRolloutPage.fixtures.ts"

type Mode = "ready" | "loading" | "failing"

const PORTAL = { id: 1, name: "Acme Website", agencyId: 1, agencyName: "Acme Agency" }

function Demo({ mode, initial }: { mode: Mode; initial: RolloutChange | null }) {
  const [change, setChange] = useState<RolloutChange | null>(initial)
  const [server] = useState(() =>
    fakeServer(
      wizardRoutes(
        mode === "loading"
          ? { [MODULES]: "hang", [FILES]: "hang" }
          : mode === "failing"
            ? {
                [MODULES]: { status: 500, body: { message: "Whoops, something went wrong on our servers." } },
                [FILES]: { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
              }
            : {}
      )
    )
  )
  return (
    <AppHarness server={server}>
      <ChangeStep portal={PORTAL} change={change} onChange={setChange} onBack={() => undefined} onNext={() => undefined} />
    </AppHarness>
  )
}

const meta = {
  title: "pages/rollouts/ChangeStep",
  component: Demo,
  args: { mode: "ready", initial: null }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet: a module by default, Next disabled. */
export const Empty: Story = {}
export const ModuleChosen: Story = { args: { initial: { kind: "module", module_key: "social-share" } } }
export const ThemeFileChosen: Story = { args: { initial: { kind: "theme_file", path: "css/main.css" } } }
export const ThemeVersionChosen: Story = { args: { initial: { kind: "theme_version" } } }
export const Loading: Story = { args: { mode: "loading" } }
export const Failure: Story = { args: { mode: "failing" } }
export const ThemeFilesFailure: Story = { args: { mode: "failing", initial: { kind: "theme_file", path: "css/main.css" } } }
