import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makeFile, type ThemeFile } from "@/entities/file"
import { openPortalHarness } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { FilesDrawer } from "./FilesDrawer.tsx"

const files: ReadonlyArray<ThemeFile> = [
  makeFile(),
  makeFile({
    name: "main.js",
    path: "js/main.js",
    parent_path: "js",
    installed: true,
    hubspot_version: "1.0.0",
    upgradeable: true,
    button_state: "Update"
  }),
  makeFile({
    name: "base.html",
    path: "templates/layouts/base.html",
    parent_path: "templates/layouts",
    installed: true,
    hubspot_version: "1.1.0",
    button_state: "Added"
  }),
  makeFile({
    name: "buttons.css",
    path: "css/components/buttons.css",
    parent_path: "css/components",
    installed: true,
    hubspot_version: "1.1.0",
    revertable: true,
    button_state: "Revert"
  })
]

const list = (rows: ReadonlyArray<ThemeFile>): FakeAnswer => ({ status: 200, body: { data: rows } })
const settled = (file: ThemeFile): ThemeFile => ({
  ...file,
  installed: true,
  hubspot_version: file.current_version,
  upgradeable: false,
  button_state: "Added"
})

interface DemoProps {
  answer: FakeAnswer
  suspended?: boolean
}

const harness = ({ answer, suspended = false }: DemoProps) => {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, status: suspended ? "suspend" : "active" })] }))
  store.set(openDrawerAtom, "files")
  const server = fakeServer({
    "GET /portal/api/v2/files": answer,
    "POST /portal/api/v2/files/install": (request) => ({
      status: 200,
      body: { data: settled(files.find((file) => file.path === (request.body as { file: string }).file) ?? files[0]!) }
    }),
    "POST /portal/api/v2/files/upgrade": (request) => ({
      status: 200,
      body: {
        data: {
          ...settled(files.find((file) => file.path === (request.body as { file: string }).file) ?? files[0]!),
          revertable: true,
          button_state: "Revert"
        }
      }
    }),
    "POST /portal/api/v2/files/upgrade-all": list(
      files.map((file) => (file.upgradeable ? { ...settled(file), revertable: true, button_state: "Revert" as const } : file))
    )
  })
  return { store, server, ...openPortalHarness(makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })) }
}

function Demo(props: DemoProps) {
  const [opened] = useState(() => harness(props))
  return (
    <AppHarness {...opened}>
      <AlertOutlet />
      <FilesDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/files-drawer/FilesDrawer",
  component: Demo,
  args: { answer: list(files) }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const EveryButtonState: Story = {}
export const NothingToUpdate: Story = { args: { answer: list(files.filter((file) => !file.upgradeable)) } }
export const Loading: Story = { args: { answer: "hang" } }
export const Empty: Story = { args: { answer: list([]) } }
export const LoadFailed: Story = { args: { answer: { status: 500, body: { message: "boom" } } } }
export const Suspended: Story = { args: { suspended: true } }
