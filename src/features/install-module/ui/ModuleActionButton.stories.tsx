import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makeModule, type Module, ModuleRow } from "@/entities/module"
import { makeConflictingFile, makeOverwriteCheck } from "@/entities/overwrite"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { ModuleActionButton } from "./ModuleActionButton.tsx"

const base = "/module/api/v2/modules"
const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
const noFiles: FakeAnswer = { status: 200, body: { data: { files: [] } } }

interface DemoProps {
  module: Module
  credits?: number
  suspended?: boolean
  /** The answer every module call gets; 'hang' keeps the button loading. */
  answer?: FakeAnswer
  /** The portal holds a file the change would overwrite edited in HubSpot: the review opens before the write. */
  edited?: boolean
}

function harness({ module, credits = 3, suspended = false, answer, edited = false }: DemoProps) {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({ agencies: [makeAgency({ id: 1, credit_limit: credits, status: suspended ? "suspend" : "active" })] })
  )
  const done: FakeAnswer = answer ?? { status: 200, body: { data: { ...module, installed: true, button_state: "Installed" } } }
  const server = fakeServer({
    [`POST ${base}/check-files`]: answer ?? noFiles,
    "POST /portal/api/v2/portals/:id/overwrite-check": {
      status: 200,
      body: { data: makeOverwriteCheck(edited ? [makeConflictingFile()] : []) }
    },
    [`POST ${base}/install`]: done,
    [`POST ${base}/upgrade`]: done,
    [`POST ${base}/revert`]: done,
    [`POST ${base}/purchase`]: answer ?? {
      status: 200,
      body: { data: { credit_limit: credits - 1, modules: [{ ...module, pad_lock: null, button_state: "Install" }] } }
    }
  })
  return { store, server }
}

function Demo(props: DemoProps) {
  // Built once: AppHarness keeps the first store and server anyway.
  const [{ store, server }] = useState(() => harness(props))
  const { module } = props
  return (
    <AppHarness store={store} server={server}>
      <AlertOutlet />
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <ModuleRow module={module} action={<ModuleActionButton module={module} portal={portal} onChanged={() => undefined} />} />
      </ul>
    </AppHarness>
  )
}

const meta = {
  title: "features/install-module/ModuleActionButton",
  component: Demo,
  args: { module: makeModule() }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Install: Story = {}
/** Press it: a module file the portal holds edited in HubSpot opens "Edited in HubSpot" before the install. */
export const InstallOverEditedFile: Story = { args: { edited: true } }
export const Locked: Story = { args: { module: makeModule({ access: "lite", pad_lock: "lite", button_state: "Buy" }) } }
export const LockedProGoldPadlock: Story = {
  args: { module: makeModule({ access: "pro", pad_lock: "pro", button_state: "Buy & Install" }) }
}
export const LockedNoCredits: Story = {
  args: { credits: 0, module: makeModule({ access: "lite", pad_lock: "lite", button_state: "Buy" }) }
}
export const NotEligible: Story = { args: { module: makeModule({ access: "pro", pad_lock: "pro", button_state: "Install" }) } }
export const Installed: Story = { args: { module: makeModule({ installed: true, installed_version: "1.2.0", button_state: "Installed" }) } }
export const UpgradeableMajor: Story = {
  args: {
    module: makeModule({
      installed: true,
      installed_version: "1.2.0",
      current_version: "2.0.0",
      upgradeable: true,
      upgradeable_type: "major",
      button_state: "Upgrade Module"
    })
  }
}
export const UpgradeableMinor: Story = {
  args: {
    module: makeModule({
      installed: true,
      installed_version: "1.2.0",
      current_version: "1.3.0",
      upgradeable: true,
      upgradeable_type: "minor",
      button_state: "Upgrade Module"
    })
  }
}
export const Revertable: Story = {
  args: { module: makeModule({ installed: true, installed_version: "1.3.0", revertable: true, button_state: "Revert Module" }) }
}
export const Loading: Story = { args: { answer: "hang" } }
export const Suspended: Story = { args: { suspended: true } }
export const FilesRequired: Story = {
  args: { answer: { status: 200, body: { data: { files: [{ path: "theme/css/main.css", name: "main.css", version: "2.0.0" }] } } } }
}
