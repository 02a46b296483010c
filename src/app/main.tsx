// The SPA's entry point.
import "@/shared/ui/styles"

import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import { RoutePath } from "@/shared/config"

import { App } from "./entrypoint/App.tsx"
import { loadSearchValidators } from "./router/searchGate.ts"
import { registerServiceWorker } from "./service-worker/register.ts"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

// The login page paints first and loads the rest after; any other address (a deep link, a reload) needs its
// search decoded as it is matched, so the validators load before the router starts.
const landing = window.location.pathname === RoutePath.Login && window.location.search === ""
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
// A failed load still renders: the root route matches the search again once the connection has loaded.
if (landing) render()
else void loadSearchValidators().then(render, render)

// Only the built app has /sw.js (vite.config.ts); the dev server serves modules that change on every edit.
// Imported eagerly on purpose: it registers on the window's load event, which a module loaded later would miss.
if (import.meta.env.PROD) registerServiceWorker()
