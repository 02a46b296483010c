// Global styles and a fresh jotai store per story, so one story's drawers and alerts never leak into another.
import "../src/shared/ui/styles/global.css"

import type { Preview } from "@storybook/react-vite"
import { Provider } from "jotai"

const preview: Preview = {
  decorators: [
    (Story, context) => (
      // Keyed by story id: a Provider without a store creates its own on mount.
      <Provider key={context.id}>
        <Story />
      </Provider>
    )
  ],
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // "error": a violation fails the story in the a11y panel (and in the npm test sweep,
    // tests/e2e/stories-a11y.spec.ts). Standard axe rules; a story may switch one off only for a
    // false positive, with a comment saying why.
    a11y: {
      test: "error",
      // React Aria's live announcer (a visually hidden log it keeps in the body) says "pending" and
      // "done" for a focused button by an entry labelled by that button's id, for 7 s. When the button
      // has gone by then (a confirm dialog closing, or the next story), axe reports the entry as an
      // image without a name: a false positive about React Aria's transient announcement, not the page.
      context: { exclude: ["[data-live-announcer]"] }
    }
  }
}

export default preview
