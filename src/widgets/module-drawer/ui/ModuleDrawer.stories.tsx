import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makeModule, type Module } from "@/entities/module"
import { openPortalHarness } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { RegisterModal } from "@/features/register"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { ModuleDrawer } from "./ModuleDrawer.tsx"

const catalogue: ReadonlyArray<Module> = [
  makeModule({ key: "hero", name: "Hero Banner", module_category: 1 }),
  makeModule({ key: "gallery", name: "Gallery", module_category: 2, access: "lite", pad_lock: "lite", button_state: "Buy" }),
  makeModule({ key: "pricing", name: "Pricing Table", module_category: 1, access: "pro", pad_lock: "pro", button_state: "Buy & Install" }),
  makeModule({ key: "faq", name: "FAQ", module_category: 3, installed: true, installed_version: "1.2.0", button_state: "Installed" }),
  makeModule({
    key: "tabs",
    name: "Tabs",
    module_category: 2,
    installed: true,
    installed_version: "1.0.0",
    current_version: "2.0.0",
    upgradeable: true,
    upgradeable_type: "major",
    button_state: "Upgrade Module"
  }),
  makeModule({
    key: "cta",
    name: "Call To Action",
    module_category: 3,
    installed: true,
    installed_version: "1.1.0",
    current_version: "1.2.0",
    upgradeable: true,
    upgradeable_type: "minor",
    button_state: "Upgrade Module"
  }),
  makeModule({
    key: "footer",
    name: "Footer",
    module_category: 1,
    installed: true,
    installed_version: "1.3.0",
    revertable: true,
    button_state: "Revert Module"
  })
]

const diffOf = (key: string, installed: string, current: string): FakeAnswer => ({
  status: 200,
  body: {
    data: {
      key,
      installed,
      current,
      diff: `--- a/${key}.module/module.html\n+++ b/${key}.module/module.html\n@@ -1,2 +1,2 @@\n-<!-- ${key} ${installed} -->\n+<!-- ${key} ${current} -->\n <div class="sr-${key}">\n`
    }
  }
})

const page = (modules: ReadonlyArray<Module>): FakeAnswer => ({
  status: 200,
  body: {
    data: modules,
    meta: { pagination: { total: modules.length, count: modules.length, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
})

interface DemoProps {
  modules: FakeAnswer
  testModules?: ReadonlyArray<Module>
  suspended?: boolean
  /** The guest demo: the demo portal through the guest call; every action opens the Register modal. */
  guest?: boolean
}

const guestHarness = ({ modules, testModules = [] }: DemoProps) => {
  const store = createStore()
  store.set(openDrawerAtom, "module")
  const server = fakeServer({
    "GET /module/api/v2/guest/modules": (request) => (request.search.includes("type=test-module") ? page(testModules) : modules),
    "GET /module/api/v2/guest/module-groups": {
      status: 200,
      body: {
        data: [
          {
            key: "layout-basics",
            name: "Layout Basics",
            module_keys: ["hero", "faq"],
            installed: false,
            button_state: "Install Module",
            batch_id: null,
            is_available: true
          },
          {
            key: "social-proof",
            name: "Social Proof",
            module_keys: ["faq"],
            installed: true,
            button_state: "Installed",
            batch_id: null,
            is_available: true
          }
        ]
      }
    }
  })
  return {
    store,
    server,
    ...openPortalHarness(makePortal({ id: 999999, name: "Demo Portal", agency: { id: 9, name: "Demo Guest Agency" } }), "guest")
  }
}

const harness = ({ modules, testModules = [], suspended = false, guest = false }: DemoProps) => {
  if (guest) return guestHarness({ modules, testModules })
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 2, status: suspended ? "suspend" : "active" })] }))
  store.set(openDrawerAtom, "module")
  const server = fakeServer({
    "GET /module/api/v2/modules": (request) => (request.search.includes("type=test-module") ? page(testModules) : modules),
    "GET /module/api/v2/module-groups": {
      status: 200,
      body: {
        data: [
          {
            key: "layout-basics",
            name: "Layout Basics",
            module_keys: ["hero", "faq"],
            installed: false,
            button_state: "Install Module",
            batch_id: null,
            is_available: true
          }
        ]
      }
    },
    "GET /module/api/v2/modules/tabs/diff": diffOf("tabs", "1.0.0", "2.0.0"),
    "GET /module/api/v2/modules/cta/diff": diffOf("cta", "1.1.0", "1.2.0"),
    "POST /module/api/v2/module-groups/install": { status: 200, body: { data: { batch_id: "b1" } } },
    "GET /portal/api/v2/batch/b1": {
      status: 200,
      body: { data: { id: "b1", progress: 100, processedJobs: 2, totalJobs: 2, failedJobs: 0, status: "finished" } }
    }
  })
  return { store, server, ...openPortalHarness(makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })) }
}

function Demo(props: DemoProps) {
  const [opened] = useState(() => harness(props))
  return (
    <AppHarness {...opened}>
      <AlertOutlet />
      <ModuleDrawer audience={props.guest === true ? "guest" : "member"} />
      {/* The story stays put instead of leaving for the auto-login link. */}
      {props.guest === true ? <RegisterModal goTo={(url) => window.alert(`The browser would now go to ${url}`)} /> : null}
    </AppHarness>
  )
}

const meta = {
  title: "widgets/module-drawer/ModuleDrawer",
  component: Demo,
  args: { modules: page(catalogue) }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const EveryButtonState: Story = {}
export const WithTestModules: Story = { args: { testModules: [makeModule({ key: "beta", name: "Beta Slider", test_module: true })] } }
export const Loading: Story = { args: { modules: "hang" } }
export const Empty: Story = { args: { modules: page([]) } }
export const LoadFailed: Story = { args: { modules: { status: 500, body: { message: "boom" } } } }
export const Suspended: Story = { args: { suspended: true } }
/** The guest demo: the same buttons, group installs included, each opening the Register modal; no diffs. */
export const Guest: Story = { args: { guest: true } }
