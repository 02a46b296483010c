import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { type ReactNode, useState } from "react"

import { makeAudit, makeAuditFile, makeAuditFileContents, type PortalAudit } from "@/entities/audit"
import { openPortalHarness } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { Drawer, openDrawerAtom } from "@/shared/ui/drawer"
import { ListPanel } from "@/shared/ui/list-panel"

import { AuditFileView } from "./AuditFileView.tsx"
import { AuditOverview } from "./AuditOverview.tsx"
import { AuditTaken } from "./AuditTaken.tsx"
import { ModuleAuditDrawer } from "./ModuleAuditDrawer.tsx"
import { RunAuditButton } from "./RunAuditButton.tsx"
import { RunningNotice } from "./RunningNotice.tsx"

const AUDIT = "/portal/api/v2/portals/101/audit"
const hero = (path: string, state: "unchanged" | "edited" | "added" | "missing") =>
  makeAuditFile({ path: `sr/modules/hero.module/${path}`, state, installed_version: state === "added" ? null : "1.2.0" })
const theme = (path: string, name: string, state: "unchanged" | "edited" | "missing") =>
  makeAuditFile({ path: `sr/${path}`, kind: "theme-file", owner_key: path, owner_name: name, installed_version: "2.0.0", state })

const drifted = makeAudit({
  files: [
    ...["module.css", "meta.json", "fields.json"].map((path) => hero(path, "unchanged")),
    hero("module.html", "edited"),
    hero("tracking.js", "added"),
    theme("css/main.css", "Main CSS", "missing"),
    theme("js/main.js", "Main JS", "edited"),
    theme("templates/home.html", "Home template", "unchanged")
  ]
})
const clean = makeAudit({
  files: drifted.files.map((file) => ({ ...file, state: "unchanged" as const })).filter((file) => file.installed_version !== null)
})

const latest = (data: PortalAudit | null): FakeRoute => ({ status: 200, body: { data } })
const longInstalled = Array.from({ length: 40 }, (_, index) => `  <div class="row-${index + 1}">{{ module.row_${index + 1} }}</div>`).join(
  "\n"
)
const fileContents = makeAuditFileContents({
  installed: `<section class="hero">\n${longInstalled}\n</section>\n`,
  portal: `<section class="hero hero--dark">\n${longInstalled.replace('row-20">', 'row-20" data-edited>')}\n  <p>Added in HubSpot</p>\n</section>\n`
})

const answers = {
  loading: { [`GET ${AUDIT}`]: "hang" },
  neverAudited: { [`GET ${AUDIT}`]: latest(null), [`POST ${AUDIT}`]: { status: 200, body: { data: drifted }, delayMs: 1500 } },
  noChanges: { [`GET ${AUDIT}`]: latest(clean), [`POST ${AUDIT}`]: { status: 200, body: { data: clean }, delayMs: 1500 } },
  withDrift: {
    [`GET ${AUDIT}`]: latest(drifted),
    [`POST ${AUDIT}`]: { status: 200, body: { data: drifted }, delayMs: 1500 },
    [`GET ${AUDIT}/file`]: { status: 200, body: { data: fileContents }, delayMs: 300 }
  },
  error: { [`GET ${AUDIT}`]: { status: 500, body: { message: "boom" } } }
} satisfies Record<string, Record<string, FakeRoute>>

function Harness({ routes, children }: { routes: Record<string, FakeRoute>; children: ReactNode }) {
  const [opened] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "module-audit")
    return { store, server: fakeServer(routes), ...openPortalHarness(makePortal({ id: 101 })) }
  })
  return <AppHarness {...opened}>{children}</AppHarness>
}

function Demo({ answer }: { answer: keyof typeof answers }) {
  return (
    <Harness routes={answers[answer]}>
      <ModuleAuditDrawer />
    </Harness>
  )
}

const meta = {
  title: "widgets/module-audit-drawer/ModuleAuditDrawer",
  component: Demo,
  args: { answer: "withDrift" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { answer: "loading" } }
/** Run audit takes a moment here, then shows the drift found. */
export const NeverAudited: Story = { args: { answer: "neverAudited" } }
export const NoChanges: Story = { args: { answer: "noChanges" } }
/** "Only changes" starts on; activate a changed file to see its diff. */
export const WithDrift: Story = { args: { answer: "withDrift" } }
export const LoadFailure: Story = { args: { answer: "error" } }

/** An audit running over the previous result: the button pending, the notice announced. */
export const Running: Story = {
  render: () => (
    <Harness routes={answers.withDrift}>
      <Drawer name="module-audit" title="Module Audit" width={640}>
        <ListPanel>
          <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 8 }}>
            <AuditTaken audit={drifted} />
            <RunAuditButton action={{ isRunning: true, run: () => Promise.resolve(null) }} variant="secondary" />
          </div>
          <RunningNotice />
          <AuditOverview audit={drifted} onlyChanges={null} onOnlyChanges={() => undefined} focusPath={null} onOpenFile={() => undefined} />
        </ListPanel>
      </Drawer>
    </Harness>
  )
}

/** An edited file opened from the list: its line diff, installed version → portal now. */
export const FileDiff: Story = {
  render: () => (
    <Harness routes={answers.withDrift}>
      <Drawer name="module-audit" title="Module Audit" width={640}>
        <AuditFileView portalId={101} file={hero("module.html", "edited")} onBack={() => undefined} />
      </Drawer>
    </Harness>
  )
}
