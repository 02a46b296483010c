// The module catalogue the product ships: modules with their version history, module groups and the
// theme files module versions depend on. Reference data, present in every installation.
// File contents are generated from each module's facts so every version carries real, distinct files.

/** One file of a module or page template, by its path in the theme. */
export interface ModuleFile {
  readonly name: string
  readonly content: string
}

export type Tier = "free" | "lite" | "pro"

export interface CatalogueVersion {
  readonly version: string
  readonly message: string
  /** Theme file paths this version needs in the portal first. */
  readonly requires?: ReadonlyArray<string>
}

export interface CatalogueModule {
  readonly key: string
  readonly name: string
  /** 1 Section, 2 DND, 3 Elements. */
  readonly category: 1 | 2 | 3
  readonly access: Tier
  readonly versions: ReadonlyArray<CatalogueVersion>
  readonly is_global?: boolean
  readonly is_hub_db?: boolean
  readonly test_module?: boolean
}

const v = (version: string, message: string, requires?: ReadonlyArray<string>): CatalogueVersion =>
  requires === undefined ? { version, message } : { version, message, requires }

const first = v("1.0.0", "Initial release")

export const catalogueModules: ReadonlyArray<CatalogueModule> = [
  // Sections
  {
    key: "hero-banner",
    name: "Hero Banner",
    category: 1,
    access: "free",
    versions: [
      first,
      v("1.1.0", "Adds a background video option"),
      v("1.2.0", "Responsive heading sizes"),
      v("2.0.0", "New layout engine; fields renamed", ["css/main.css"])
    ]
  },
  {
    key: "pricing-table",
    name: "Pricing Table",
    category: 1,
    access: "lite",
    versions: [first, v("1.1.0", "Highlight a recommended plan"), v("1.2.0", "Monthly and yearly toggle")]
  },
  {
    key: "testimonial-slider",
    name: "Testimonial Slider",
    category: 1,
    access: "lite",
    versions: [first, v("1.0.1", "Fixes autoplay on touch devices"), v("2.0.0", "Rebuilt on the shared slider script", ["js/slider.js"])]
  },
  { key: "faq-accordion", name: "FAQ Accordion", category: 1, access: "free", versions: [first, v("1.1.0", "Adds FAQ structured data")] },
  { key: "feature-grid", name: "Feature Grid", category: 1, access: "free", versions: [first] },
  { key: "call-to-action", name: "Call to Action", category: 1, access: "free", versions: [first, v("1.0.1", "Button contrast fix")] },
  { key: "team-members", name: "Team Members", category: 1, access: "lite", versions: [first, v("1.1.0", "Social profile links")] },
  {
    key: "logo-carousel",
    name: "Logo Carousel",
    category: 1,
    access: "lite",
    versions: [first, v("1.1.0", "Greyscale option", ["css/utilities.css"])]
  },
  {
    key: "stats-counter",
    name: "Stats Counter",
    category: 1,
    access: "pro",
    versions: [first, v("1.1.0", "Counts up when scrolled into view", ["js/main.js"])]
  },
  { key: "timeline", name: "Timeline", category: 1, access: "pro", versions: [first, v("2.0.0", "Vertical and horizontal layouts")] },
  {
    key: "case-study-showcase",
    name: "Case Study Showcase",
    category: 1,
    access: "pro",
    versions: [
      first,
      v("1.1.0", "Filter by industry"),
      v("1.2.0", "Lazy-loaded images"),
      v("2.0.0", "Card layout redesign", ["css/components/cards.css"])
    ]
  },
  {
    key: "contact-section",
    name: "Contact Section",
    category: 1,
    access: "free",
    versions: [first, v("1.1.0", "Map embed next to the form")]
  },
  // Drag and drop
  { key: "dnd-two-column", name: "Two Column Layout", category: 2, access: "free", versions: [first, v("1.1.0", "Column ratio choice")] },
  { key: "dnd-three-column", name: "Three Column Layout", category: 2, access: "free", versions: [first] },
  { key: "dnd-image-text", name: "Image with Text", category: 2, access: "free", versions: [first, v("1.0.1", "Alt text required")] },
  {
    key: "dnd-tabs",
    name: "Content Tabs",
    category: 2,
    access: "lite",
    versions: [first, v("1.1.0", "Keyboard navigation", ["js/main.js"])]
  },
  {
    key: "dnd-video-embed",
    name: "Video Embed",
    category: 2,
    access: "lite",
    versions: [first, v("1.1.0", "Privacy-enhanced YouTube mode")]
  },
  {
    key: "dnd-blog-feed",
    name: "Blog Feed",
    category: 2,
    access: "lite",
    versions: [first, v("1.1.0", "Tag filter"), v("2.0.0", "Uses the blog listing partial", ["templates/partials/blog-card.html"])]
  },
  { key: "dnd-gallery", name: "Image Gallery", category: 2, access: "pro", versions: [first, v("1.1.0", "Lightbox", ["js/lightbox.js"])] },
  { key: "dnd-comparison-table", name: "Comparison Table", category: 2, access: "pro", versions: [first] },
  {
    key: "dnd-location-finder",
    name: "Location Finder",
    category: 2,
    access: "lite",
    is_hub_db: true,
    versions: [first, v("1.1.0", "Distance sorting")]
  },
  {
    key: "dnd-resource-library",
    name: "Resource Library",
    category: 2,
    access: "pro",
    is_hub_db: true,
    versions: [first, v("1.1.0", "Search by file type")]
  },
  // Elements
  {
    key: "el-button",
    name: "Button",
    category: 3,
    access: "free",
    versions: [first, v("1.1.0", "Icon support", ["css/components/buttons.css"])]
  },
  { key: "el-icon-list", name: "Icon List", category: 3, access: "free", versions: [first] },
  { key: "el-divider", name: "Divider", category: 3, access: "free", versions: [first] },
  {
    key: "el-social-follow",
    name: "Social Follow",
    category: 3,
    access: "free",
    versions: [first, v("1.0.1", "Adds Threads and Mastodon")]
  },
  { key: "el-countdown", name: "Countdown Timer", category: 3, access: "lite", versions: [first, v("1.1.0", "Time zone aware")] },
  { key: "el-progress-bar", name: "Progress Bar", category: 3, access: "lite", versions: [first] },
  { key: "el-rating-stars", name: "Rating Stars", category: 3, access: "lite", versions: [first] },
  {
    key: "el-announcement-bar",
    name: "Announcement Bar",
    category: 3,
    access: "pro",
    is_global: true,
    versions: [first, v("1.1.0", "Dismiss remembers the visitor")]
  },
  {
    key: "el-cookie-banner",
    name: "Cookie Banner",
    category: 3,
    access: "pro",
    is_global: true,
    versions: [first, v("1.1.0", "Consent categories"), v("2.0.0", "Consent mode v2", ["js/main.js", "css/main.css"])]
  },
  { key: "el-popup-form", name: "Popup Form", category: 3, access: "pro", versions: [first] },
  // Modules under test: listed only under type=test-module.
  {
    key: "test-mega-menu",
    name: "Mega Menu (beta)",
    category: 3,
    access: "free",
    test_module: true,
    versions: [v("0.9.0", "Beta for testers"), v("1.0.0", "Release candidate")]
  },
  {
    key: "test-parallax-hero",
    name: "Parallax Hero (beta)",
    category: 1,
    access: "lite",
    test_module: true,
    versions: [v("0.1.0", "Beta for testers")]
  }
]

export interface CatalogueGroup {
  readonly key: string
  readonly name: string
  readonly modules: ReadonlyArray<string>
}

export const catalogueGroups: ReadonlyArray<CatalogueGroup> = [
  {
    key: "landing-essentials",
    name: "Landing Page Essentials",
    modules: ["hero-banner", "feature-grid", "call-to-action", "faq-accordion"]
  },
  { key: "social-proof", name: "Social Proof", modules: ["testimonial-slider", "logo-carousel", "stats-counter"] },
  { key: "layout-basics", name: "Layout Basics", modules: ["dnd-two-column", "dnd-three-column", "dnd-image-text", "el-divider"] }
]

export interface CatalogueThemeFile {
  readonly path: string
  readonly versions: ReadonlyArray<{ readonly version: string; readonly message: string }>
}

const once = [{ version: "1.0.0", message: "Initial release" }]
const twice = (message: string) => [...once, { version: "1.1.0", message }]

export const catalogueThemeFiles: ReadonlyArray<CatalogueThemeFile> = [
  { path: "css/main.css", versions: [...twice("Design tokens as custom properties"), { version: "2.0.0", message: "Cascade layers" }] },
  { path: "css/utilities.css", versions: twice("Greyscale and spacing helpers") },
  { path: "css/typography.css", versions: once },
  { path: "css/components/buttons.css", versions: twice("Icon buttons") },
  { path: "css/components/cards.css", versions: twice("Card grid variants") },
  { path: "css/components/forms.css", versions: once },
  { path: "css/components/navigation.css", versions: once },
  { path: "js/main.js", versions: twice("Intersection observer helpers") },
  { path: "js/slider.js", versions: once },
  { path: "js/lightbox.js", versions: once },
  { path: "js/forms.js", versions: once },
  { path: "templates/layouts/base.html", versions: twice("Skip link") },
  { path: "templates/partials/header.html", versions: once },
  { path: "templates/partials/footer.html", versions: once },
  { path: "templates/partials/blog-card.html", versions: once },
  { path: "templates/home.html", versions: once },
  { path: "templates/blog-listing.html", versions: once },
  { path: "templates/blog-post.html", versions: once },
  { path: "templates/system/404.html", versions: once },
  { path: "fields.json", versions: twice("Brand colour fields") }
]
