// Global styles and a fresh jotai store per story, so one story's drawers and alerts never leak into another.
import type { Preview } from "@storybook/react-vite"
import { Provider } from "jotai"
import "../src/shared/ui/styles/global.css"

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
    controls: { expanded: true }
  }
}

export default preview
