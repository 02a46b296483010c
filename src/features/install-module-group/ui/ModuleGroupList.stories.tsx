import type { Meta, StoryObj } from "@storybook/react-vite"
import { useAtomValue, useSetAtom } from "jotai"
import { useState } from "react"

import type { Batch, ModuleGroup } from "@/shared/api"
import { openModalAtom } from "@/shared/lib/modal"
import { AppHarness, type FakeAnswer, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"

import { makeBatch, makeGroup, makeMember } from "../lib/fixtures.ts"
import { ModuleGroupList } from "./ModuleGroupList.tsx"

const heroFiles = [{ path: "css/main.css", name: "main.css", version: "2.0.0" }]
const VERSIONS: Record<string, string> = {
  "hero-banner": "2.0.0",
  "feature-grid": "1.0.0",
  "call-to-action": "1.0.1",
  "faq-accordion": "1.1.0"
}
const NAMES: Record<string, string> = {
  "hero-banner": "Hero Banner",
  "feature-grid": "Feature Grid",
  "call-to-action": "Call to Action",
  "faq-accordion": "FAQ Accordion"
}

/** Landing Page Essentials as the portal holds it: before an install, after one that failed for Hero Banner, or all installed. */
const landingMembers = (state: "before" | "failed" | "installed") =>
  Object.keys(NAMES).map((key) => {
    const hero = key === "hero-banner"
    if (state === "installed" || (state === "failed" && !hero)) {
      return makeMember({ key, name: NAMES[key], status: "installed", installed_version: VERSIONS[key] ?? null })
    }
    if (state === "failed") {
      return makeMember({
        key,
        name: NAMES[key],
        status: "failed",
        reason: "This portal must be reconnected to the CRM. Reconnect it, then retry.",
        required_files: heroFiles
      })
    }
    return makeMember({ key, name: NAMES[key], status: "pending", required_files: hero ? heroFiles : [] })
  })
const socialMembers = [
  makeMember({ key: "testimonial-slider", name: "Testimonial Slider", status: "pending" }),
  makeMember({ key: "logo-carousel", name: "Logo Carousel", status: "pending" }),
  makeMember({ key: "stats-counter", name: "Stats Counter", status: "locked", reason: "Needs PRO", pad_lock: "pro" })
]
const groupsWith = (landing: "before" | "failed" | "installed") => [
  makeGroup(),
  makeGroup({
    key: "landing-essentials",
    name: "Landing Page Essentials",
    module_keys: Object.keys(NAMES),
    installed: landing === "installed",
    button_state: landing === "installed" ? "Installed" : "Install Module",
    members: landingMembers(landing)
  }),
  makeGroup({
    key: "social-proof",
    name: "Social Proof",
    module_keys: ["testimonial-slider", "logo-carousel", "stats-counter"],
    is_available: false,
    members: socialMembers
  }),
  makeGroup({ key: "done", name: "Already Installed", installed: true, button_state: "Installed" })
]
const groups = groupsWith("before")

/** Each read of the batch moves it one job further; the counters alone never decide what is told. */
const advancingBatch = (total: number): FakeRoute => {
  let ended = 0
  return () => {
    ended = Math.min(total, ended + 1)
    const value: Batch = makeBatch(ended, total, 0)
    return { status: 200, body: { data: value } }
  }
}

interface DemoProps {
  install: FakeAnswer
  /** What the portal holds after the install (read back when the batch ends). */
  outcome: "failed" | "installed"
  /** The group's last install already failed (as the drawer shows it when reopened). */
  startFailed?: boolean
  /** The drawer's search. */
  keyword?: string
  /** The drawer's width: 390 stands for a phone. */
  width?: number
}

function Demo({ install, outcome, startFailed = false, keyword = "", width = 480 }: DemoProps) {
  const [server] = useState(() => {
    // The fake server's own memory: whether an install was posted yet.
    let installs = 0
    return fakeServer({
      "GET /module/api/v2/module-groups": () => ({
        status: 200,
        body: { data: groupsWith(installs > 0 ? outcome : startFailed ? "failed" : "before") }
      }),
      "POST /module/api/v2/module-groups/install": () => {
        installs += 1
        return install
      },
      "GET /portal/api/v2/batch/batch-1": advancingBatch(4)
    })
  })
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <div style={{ maxWidth: width }}>
        {/* One second between reads so the progress is visible; the app polls every 5 seconds. */}
        <ModuleGroupList portalId={101} keyword={keyword} isDisabled={false} onInstalled={() => undefined} pollInterval="1 second" />
      </div>
    </AppHarness>
  )
}

/** Stands in for the app's modal outlet: names the modal a press opened (the guest layouts mount Register). */
function OpenModal() {
  const open = useAtomValue(openModalAtom)
  return <p role="status">{open === null ? "No modal open" : `Open modal: ${open}`}</p>
}

/** Stands in for the guest-action feature's button, which the Modules drawer passes in: a press opens Register. */
function GuestAction({ group }: { group: ModuleGroup }) {
  const setOpenModal = useSetAtom(openModalAtom)
  return (
    <Button
      size="sm"
      variant={group.installed ? "secondary" : "primary"}
      isDisabled={group.installed || !group.is_available}
      onPress={() => setOpenModal("register")}
    >
      {group.button_state}
    </Button>
  )
}

/** The guest demo: the demo portal's groups through the guest call; no install is ever posted. */
function GuestDemo() {
  const [server] = useState(() => fakeServer({ "GET /module/api/v2/guest/module-groups": { status: 200, body: { data: groups } } }))
  return (
    <AppHarness server={server} path="/portals-guest/999999">
      <div style={{ maxWidth: 480 }}>
        <ModuleGroupList audience="guest" portalId={999999} renderGuestAction={(group) => <GuestAction group={group} />} />
      </div>
      <OpenModal />
    </AppHarness>
  )
}

const meta = {
  title: "features/install-module-group/ModuleGroupList",
  component: Demo,
  args: { install: { status: 200, body: { data: { batch_id: "batch-1" } } }, outcome: "installed" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Landing Page Essentials lists the theme file it brings along; installed, each module's version is read back. */
export const InstallsInABatch: Story = {}
/** The read-back says Hero Banner failed (its reason told), the other three are installed: 1 of 4 failed. */
export const OneModuleFails: Story = { args: { outcome: "failed" } }
export const InstallRefused: Story = { args: { install: { status: 403, body: { message: "Buy this module first." } } } }
/** The guest demo: each group's Install Module opens the Register modal instead of installing. */
export const Guest: Story = { render: () => <GuestDemo /> }
/** Reopened after a failed install: Hero Banner failed with its reason, Retry failed offered. */
export const LastInstallFailed: Story = { args: { startFailed: true, outcome: "failed" } }
/** The drawer's search 'hero' keeps the group holding Hero Banner only. */
export const NarrowedBySearch: Story = { args: { keyword: "hero" } }
/** A phone's width: the buttons wrap below the group names instead of covering them. */
export const Phone: Story = { args: { width: 390 }, globals: { viewport: { value: "mobile2", isRotated: false } } }
