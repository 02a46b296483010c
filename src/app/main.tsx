// The SPA's entry point.
import "@/shared/ui/styles"

import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import { App } from "./entrypoint/App.tsx"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>
)

// Only the built app has /sw.js (vite.config.ts); the dev server serves modules that change on every edit.
// Loaded after the first paint's JavaScript: registering can wait, the first page cannot.
if (import.meta.env.PROD) void import("./service-worker/register.ts").then((module) => module.registerServiceWorker())
