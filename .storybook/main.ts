// Storybook for the design system and the app's widgets. Builds offline: no telemetry, no remote addons.
import { fileURLToPath } from "node:url"

import type { StorybookConfig } from "@storybook/react-vite"
import type { PluginOption, UserConfig } from "vite"

// The TanStack router plugin would (re)generate the route tree on every Storybook build; stories
// render components alone, so it is dropped. Plugins may come nested in arrays, hence the recursion.
function withoutRouterPlugin(plugins: ReadonlyArray<PluginOption>): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutRouterPlugin(plugin)]
    if (plugin && typeof plugin === "object" && "name" in plugin && plugin.name.toLowerCase().includes("tanstack")) return []
    return [plugin]
  })
}

type Alias = NonNullable<NonNullable<UserConfig["resolve"]>["alias"]>

// vite.config.ts already maps "@" to src/; restating it keeps stories working if Storybook is run
// with another Vite config.
function withSrcAlias(alias: Alias | undefined): Alias {
  const src = fileURLToPath(new URL("../src", import.meta.url))
  if (Array.isArray(alias)) return [...alias.filter((a) => a.find !== "@"), { find: "@", replacement: src }]
  return { ...(alias as Record<string, string> | undefined), "@": src }
}

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  // The a11y addon runs axe over each story in the preview and flags violations in its panel;
  // tests/e2e/stories-a11y.spec.ts sweeps every story of the static build the same way in npm test.
  addons: ["@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The page-template previews live in public/, as the app serves them.
  staticDirs: ["../public"],
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: withoutRouterPlugin(viteConfig.plugins ?? []),
      resolve: { ...viteConfig.resolve, alias: withSrcAlias(viteConfig.resolve?.alias) }
    }
  }
}

export default config
