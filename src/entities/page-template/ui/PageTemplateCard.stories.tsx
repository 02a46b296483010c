import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button, buttonClassName } from "@/shared/ui/button"
import { ProgressBar } from "@/shared/ui/spinner"

import { makePageTemplate } from "../lib/makePageTemplate.ts"
import { PageTemplateCard, PageTemplateGrid } from "./PageTemplateCard.tsx"

const meta = {
  title: "entities/page-template/PageTemplateCard",
  component: PageTemplateCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <PageTemplateGrid label="Website Pages">
          <Story />
        </PageTemplateGrid>
      </div>
    )
  ],
  args: { template: makePageTemplate(), actions: <Button size="sm">Install</Button> }
} satisfies Meta<typeof PageTemplateCard>

export default meta
type Story = StoryObj<typeof meta>

export const Eligible: Story = {}
export const Free: Story = {
  args: {
    template: makePageTemplate({
      key: "about-team",
      name: "About the Team",
      module_preview: "/previews/page-templates/about-team.svg",
      is_eligible: false,
      is_free_page_module: true
    })
  }
}
export const LockedLite: Story = {
  args: {
    template: makePageTemplate({
      key: "services-overview",
      name: "Services Overview",
      module_preview: "/previews/page-templates/services-overview.svg",
      access: "lite",
      is_eligible: false,
      pad_lock: "lite"
    }),
    actions: (
      <Button size="sm" isDisabled>
        Install
      </Button>
    )
  }
}
export const LockedProGold: Story = {
  args: {
    template: makePageTemplate({
      key: "saas-product",
      name: "SaaS Product",
      module_preview: "/previews/page-templates/saas-product.svg",
      access: "pro",
      is_eligible: false,
      pad_lock: "pro"
    }),
    actions: (
      <Button size="sm" isDisabled>
        Install
      </Button>
    )
  }
}
export const Installing: Story = {
  args: { actions: <ProgressBar label="Installing 2/3" value={2} maxValue={3} /> }
}
export const LandingWithPreview: Story = {
  args: {
    template: makePageTemplate({
      key: "ebook-download",
      name: "Ebook Download",
      type: "landing-page",
      module_preview: "/previews/page-templates/ebook-download.svg"
    }),
    actions: (
      <>
        <Button size="sm">Install</Button>
        <a
          className={buttonClassName("secondary", "sm")}
          href="/previews/page-templates/ebook-download.svg"
          target="_blank"
          rel="noreferrer"
        >
          Preview
        </a>
      </>
    )
  }
}
export const BlogWithActivate: Story = {
  args: {
    template: makePageTemplate({
      key: "blog-classic",
      name: "Classic Blog",
      type: "blog",
      module_preview: "/previews/page-templates/blog-classic.svg",
      installed: true,
      button_state: "Reinstall"
    }),
    actions: (
      <>
        <Button size="sm">Reinstall</Button>
        <a
          className={buttonClassName("secondary", "sm")}
          href="https://example.test/settings/1/website/blogs"
          target="_blank"
          rel="noreferrer"
        >
          Activate
        </a>
      </>
    )
  }
}
