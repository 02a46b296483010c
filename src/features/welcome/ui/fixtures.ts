// Sample guides for stories and tests (the seeded guides' words, shortened).
import type { Guide } from "@/shared/api"

export const sampleGuides: ReadonlyArray<Guide> = [
  {
    id: 1,
    name: "Getting started",
    url: "/docs/getting-started",
    summary: "Connect a HubSpot account as a portal, let the setup wizard install the theme, then work on it in the portal's editor.",
    steps: [
      "Open Portals from the top bar and choose Add Portal (agency admins).",
      "Sign in to HubSpot, pick the account to connect and grant access.",
      "When setup finishes, the portal's editor opens."
    ],
    video_url: "/videos/getting-started.mp4",
    duration: 180
  },
  {
    id: 2,
    name: "Installing modules",
    url: null,
    summary: "Browse the module library, install single modules or whole groups, and keep them up to date.",
    steps: [
      "Open a portal and choose Modules in the editor bar.",
      "Buy unlocks a module for this portal with one credit; then choose Install."
    ],
    video_url: null,
    duration: 240
  },
  {
    id: 5,
    name: "Getting help",
    url: "mailto:support@portal.localhost?subject=Getting%20help",
    summary: "Tell our support team what went wrong; the more we know, the sooner it is fixed.",
    steps: ["Note the portal's name, what you did and the message the app showed, if any."],
    video_url: null,
    duration: null
  }
]
