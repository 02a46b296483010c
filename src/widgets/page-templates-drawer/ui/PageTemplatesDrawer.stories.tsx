import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makePageTemplate, type PageTemplate } from "@/entities/page-template"
import { openPortalHarness } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { RegisterModal } from "@/features/register"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import type { PageTemplatesDrawerName } from "../config/drawers.ts"
import { PageTemplatesDrawer } from "./PageTemplatesDrawer.tsx"

const preview = (key: string) => `/previews/page-templates/${key}.svg`
const catalogue: Record<PageTemplatesDrawerName, ReadonlyArray<PageTemplate>> = {
  "website-page": [
    makePageTemplate({ key: "agency-home", name: "Agency Home", module_preview: preview("agency-home"), is_free_page_module: true }),
    makePageTemplate({ key: "about-team", name: "About the Team", module_preview: preview("about-team") }),
    makePageTemplate({
      key: "services-overview",
      name: "Services Overview",
      module_preview: preview("services-overview"),
      access: "lite",
      is_eligible: false,
      pad_lock: "lite"
    }),
    makePageTemplate({
      key: "saas-product",
      name: "SaaS Product",
      module_preview: preview("saas-product"),
      access: "pro",
      is_eligible: false,
      pad_lock: "pro"
    })
  ],
  "landing-page": ["ebook-download", "webinar-signup", "free-consultation"].map((key, index) =>
    makePageTemplate({
      id: 10 + index,
      key,
      name: key.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
      type: "landing-page",
      module_preview: preview(key)
    })
  ),
  "system-page": [
    makePageTemplate({ key: "error-404", name: "404 Not Found", type: "system", module_preview: preview("error-404") }),
    makePageTemplate({ key: "error-500", name: "500 Server Error", type: "system", module_preview: preview("error-500") }),
    makePageTemplate({
      key: "search-results",
      name: "Search Results",
      type: "system",
      module_preview: preview("search-results"),
      access: "lite",
      is_eligible: false,
      pad_lock: "lite"
    })
  ],
  "blog-page": [
    makePageTemplate({
      key: "blog-classic",
      name: "Classic Blog",
      type: "blog",
      module_preview: preview("blog-classic"),
      installed: true,
      button_state: "Reinstall",
      activate_url: "https://example.test/settings/1/website/blogs"
    }),
    makePageTemplate({
      key: "blog-magazine",
      name: "Magazine Blog",
      type: "blog",
      module_preview: preview("blog-magazine"),
      access: "pro",
      is_eligible: false,
      pad_lock: "pro"
    })
  ]
}

const page = (templates: ReadonlyArray<PageTemplate>): FakeAnswer => ({
  status: 200,
  body: {
    data: templates,
    meta: { pagination: { total: templates.length, count: templates.length, per_page: 100, current_page: 1, total_pages: 1 } }
  }
})

interface DemoProps {
  name: PageTemplatesDrawerName
  /** Omitted: the drawer's sample catalogue. */
  list?: FakeAnswer
  suspended?: boolean
  /** The guest demo: the demo portal through the guest call; Install opens the Register modal. */
  guest?: boolean
}

function Demo({ name, list, suspended = false, guest = false }: DemoProps) {
  const [harness] = useState(() => {
    const store = createStore()
    if (guest) {
      store.set(openDrawerAtom, name)
      return {
        store,
        server: fakeServer({ "GET /module/api/v2/guest/page-templates": list ?? page(catalogue[name]) }),
        ...openPortalHarness(makePortal({ id: 999999, name: "Demo Portal", agency: { id: 9, name: "Demo Guest Agency" } }), "guest")
      }
    }
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, status: suspended ? "suspend" : "active" })] }))
    store.set(openDrawerAtom, name)
    const server = fakeServer({
      "GET /module/api/v2/page-templates": list ?? page(catalogue[name]),
      "GET /portal/api/v2/domains": { status: 200, body: { data: [{ id: "1", domain: "www.acme.test", is_primary: true }] } },
      "POST /module/api/v2/page-templates/install": { status: 200, body: { data: { batch_id: "b1" } } },
      "POST /module/api/v2/page-templates/blog": { status: 200, body: { data: { batch_id: "b1" } } },
      "POST /module/api/v2/page-templates/system": {
        status: 200,
        body: { data: { id: "p2", name: "404 Not Found", edit_url: "https://example.test/pages/1/editor/p2/content" } }
      },
      "POST /module/api/v2/page-templates/pages": {
        status: 200,
        body: { data: { id: "p1", name: "Agency Home 1", edit_url: "https://example.test/pages/1/editor/p1/content" } }
      },
      "GET /portal/api/v2/batch/b1": {
        status: 200,
        body: { data: { id: "b1", progress: 100, processedJobs: 3, totalJobs: 3, failedJobs: 0, status: "finished" } }
      }
    })
    return { store, server, ...openPortalHarness(makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })) }
  })
  return (
    <AppHarness {...harness}>
      <AlertOutlet />
      <PageTemplatesDrawer name={name} audience={guest ? "guest" : "member"} pollInterval="1 second" />
      {/* The story stays put instead of leaving for the auto-login link. */}
      {guest ? <RegisterModal goTo={(url) => window.alert(`The browser would now go to ${url}`)} /> : null}
    </AppHarness>
  )
}

const meta = {
  title: "widgets/page-templates-drawer/PageTemplatesDrawer",
  component: Demo,
  args: { name: "website-page" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const WebsitePages: Story = {}
export const LandingPages: Story = { args: { name: "landing-page" } }
export const SystemTemplates: Story = { args: { name: "system-page" } }
export const Blogs: Story = { args: { name: "blog-page" } }
export const Loading: Story = { args: { list: "hang" } }
export const Empty: Story = { args: { list: page([]) } }
export const LoadFailed: Story = { args: { list: { status: 500, body: { message: "boom" } } } }
export const Suspended: Story = { args: { suspended: true } }
/** The guest demo: Install and Reinstall open the Register modal; no Activate link. */
export const GuestWebsitePages: Story = { args: { guest: true } }
export const GuestBlogs: Story = { args: { name: "blog-page", guest: true } }
