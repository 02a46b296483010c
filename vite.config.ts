// Builds the SPA into dist/; the API server serves it. Route code is split per file route.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "./src/app/routes",
      generatedRouteTree: "./src/app/routeTree.gen.ts",
      autoCodeSplitting: true,
      // A route's loader goes with its page: the loaders read through the API client (the Effect runtime and
      // the query cache), which the first bundle does without; one chunk fetch brings both.
      codeSplittingOptions: { defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]] }
    }),
    react(),
    serviceWorker()
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The app's own modules only define things (components, schemas, atoms, services): one whose exports
      // nothing uses is left out even where a barrel (a slice's index.ts) names it, so the login page's first
      // bundle does not carry the Effect runtime a neighbouring export needs. Styles, and the files that import
      // them for their effect, are kept.
      treeshake: {
        moduleSideEffects: (id) => !id.includes("/src/") || /\.css($|\?)/.test(id) || id.endsWith("/src/shared/ui/styles/index.ts")
      }
    }
  },
  server: {
    proxy: {
      "^/(auth|portal|agency|module|task)/api": "http://localhost:3000",
      "/sandbox": "http://localhost:3000",
      "/app": { target: "ws://localhost:3000", ws: true }
    }
  }
})

/**
 * Emits src/app/service-worker/sw.js as dist/sw.js, stamped with a version derived from the build's
 * fingerprinted file names: a new build gets new cache names, and its worker deletes the old caches. The
 * build's scripts and styles are listed in it for the worker to precache.
 */
function serviceWorker(): Plugin {
  return {
    name: "app-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const version = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12)
      const source = readFileSync(fileURLToPath(new URL("./src/app/service-worker/sw.js", import.meta.url)), "utf8")
      // Every script and style of the build, precached when the worker installs: a repeat visit then takes
      // even the chunks the first visit never loaded (another route's, a drawer's) from the cache.
      const assets = Object.keys(bundle)
        .filter((fileName) => fileName.startsWith("assets/") && /\.(js|css)$/.test(fileName))
        .sort()
        .map((fileName) => `/${fileName}`)
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: source.replace("__APP_BUILD__", version).replace('"__APP_ASSETS__"', JSON.stringify(assets))
      })
    }
  }
}
