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
const landingMembers = (heroStatus: "pending" | "failed") => [
  makeMember({ status: heroStatus, reason: heroStatus === "failed" ? "File updates required: css/main.css (2.0.0)" : null, required_files: heroFiles }),
  makeMember({ key: "feature-grid", name: "Feature Grid", status: heroStatus === "failed" ? "installed" : "pending" }),
  makeMember({ key: "call-to-action", name: "Call to Action", status: heroStatus === "failed" ? "installed" : "pending" }),
  makeMember({ key: "faq-accordion", name: "FAQ Accordion", status: heroStatus === "failed" ? "installed" : "pending" })
]
const socialMembers = [
  makeMember({ key: "testimonial-slider", name: "Testimonial Slider", status: "pending" }),
  makeMember({ key: "logo-carousel", name: "Logo Carousel", status: "pending" }),
  makeMember({ key: "stats-counter", name: "Stats Counter", status: "locked", reason: "Needs PRO", pad_lock: "pro" })
]
const groupsWith = (heroStatus: "pending" | "failed") => [
  makeGroup(),
  makeGroup({ key: "landing-essentials", name: "Landing Page Essentials", module_keys: ["hero-banner", "feature-grid", "call-to-action", "faq-accordion"], members: landingMembers(heroStatus) }),
  makeGroup({ key: "social-proof", name: "Social Proof", module_keys: ["testimonial-slider", "logo-carousel", "stats-counter"], is_available: false, members: socialMembers }),
  makeGroup({ key: "done", name: "Already Installed", installed: true, button_state: "Installed" })
]
const groups = groupsWith("pending")

/** Each read of the batch moves it one job further. */
const advancingBatch = (total: number, failAt: number | null): FakeRoute => {
  let ended = 0
  return () => {
    ended = Math.min(total, ended + 1)
    const failed = failAt !== null && ended >= failAt ? 1 : 0
    const value: Batch = makeBatch(ended, total, failed)
    return { status: 200, body: { data: value } }
  }
}

interface DemoProps {
  install: FakeAnswer
  failAt: number | null
  /** The group's last install already failed (as the drawer shows it when reopened). */
  startFailed?: boolean
}

function Demo({ install, failAt, startFailed = false }: DemoProps) {
  let installs = 0
  const [server] = useState(() =>
    fakeServer({
      // After a batch with a failure, the groups read again tell which module failed and why.
      "GET /module/api/v2/module-groups": () => {
        const afterFailure = failAt !== null && installs > 0
        return { status: 200, body: { data: groupsWith(afterFailure || startFailed ? "failed" : "pending") } }
      },
      "POST /module/api/v2/module-groups/install": () => {
        installs += 1
        return install
      },
      "GET /portal/api/v2/batch/batch-1": advancingBatch(4, failAt)
    })
  )
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <div style={{ maxWidth: 480 }}>
        {/* One second between reads so the progress is visible; the app polls every 5 seconds. */}
        <ModuleGroupList portalId={101} isDisabled={false} onInstalled={() => undefined} pollInterval="1 second" />
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
    <Button size="sm" variant={group.installed ? "secondary" : "primary"} isDisabled={group.installed || !group.is_available} onPress={() => setOpenModal("register")}>
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
  args: { install: { status: 200, body: { data: { batch_id: "batch-1" } } }, failAt: null }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const InstallsInABatch: Story = {}
export const OneModuleFails: Story = { args: { failAt: 3 } }
export const InstallRefused: Story = { args: { install: { status: 403, body: { message: "Buy this module first." } } } }
/** The guest demo: each group's Install Module opens the Register modal instead of installing. */
export const Guest: Story = { render: () => <GuestDemo /> }
/** Reopened after a failed install: Hero Banner failed with its reason, Retry failed and the theme files offered. */
export const LastInstallFailed: Story = { args: { startFailed: true } }
