// Three projects: the SPA (happy-dom), the server (node, against a fresh embedded database) and the fuzz
// (the contract fuzz and the authorization matrix, against the server).
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
          setupFiles: ["./src/shared/config/test-setup.ts"],
          // A render that takes 5 s on a loaded CI machine is slow, not broken: wait longer than the default.
          testTimeout: 30_000
        }
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
          // The contract fuzz and the authorization matrix are the "fuzz" project: longer timeouts, and
          // `npm run test:fuzz` runs them alone (npm test runs all three projects).
          exclude: ["tests/server/fuzz/**", "**/node_modules/**"],
          // A timeout here catches a hang, not slowness: a matrix of logins (scrypt) takes 30 s on a busy
          // 2-core machine.
          testTimeout: 90_000,
          hookTimeout: 60_000
        }
      },
      {
        resolve: { alias },
        test: {
          name: "fuzz",
          environment: "node",
          include: ["tests/server/fuzz/**/*.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 120_000
        }
      }
    ]
  }
})
