// Sample guides for stories and tests.
import type { Guide } from "@/shared/api"

export const sampleGuides: ReadonlyArray<Guide> = [
  {
    id: 1,
    name: "Getting started",
    url: "/docs/getting-started",
    summary: "Connect your first HubSpot portal, set it up with the theme and open the editor.",
    video_url: "/videos/getting-started.mp4",
    duration: 180
  },
  {
    id: 2,
    name: "Installing modules",
    url: "/docs/modules",
    summary: "Browse the module library, install single modules or whole groups, and keep them up to date.",
    video_url: null,
    duration: 240
  },
  { id: 5, name: "Getting help", url: null, summary: "Open a ticket with our support team.", video_url: null, duration: null }
]
