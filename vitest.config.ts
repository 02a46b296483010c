// Two projects: the SPA (happy-dom) and the server (node, against a fresh embedded database).
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) }

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "spa",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/shared/config/test-setup.ts"]
        }
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000
        }
      }
    ]
  }
})
