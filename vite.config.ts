// Builds the SPA into dist/; the API server serves it. Route code is split per file route.
import { fileURLToPath } from "node:url"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "./src/app/routes",
      generatedRouteTree: "./src/app/routeTree.gen.ts",
      autoCodeSplitting: true
    }),
    react()
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 700 },
  server: {
    proxy: {
      "^/(auth|portal|agency|module|task)/api": "http://localhost:3000",
      "/sandbox": "http://localhost:3000",
      "/app": { target: "ws://localhost:3000", ws: true }
    }
  }
})
