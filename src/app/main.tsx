// The SPA's entry point.
import "@/shared/ui/styles"

import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import { App } from "./entrypoint/App.tsx"
import { registerServiceWorker } from "./service-worker/register.ts"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>
)

// Only the built app has /sw.js (vite.config.ts); the dev server serves modules that change on every edit.
// Imported eagerly on purpose: it registers on the window's load event, which a module loaded later would miss.
if (import.meta.env.PROD) registerServiceWorker()
