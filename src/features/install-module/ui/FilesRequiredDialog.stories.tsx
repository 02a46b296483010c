import type { Meta, StoryObj } from "@storybook/react-vite"

import { FilesRequiredDialog } from "./FilesRequiredDialog.tsx"

const files = [
  { path: "theme/css/main.css", name: "main.css", version: "2.0.0" },
  { path: "theme/js/main.js", name: "main.js", version: "1.8.0" }
]

const meta = {
  title: "features/install-module/FilesRequiredDialog",
  component: FilesRequiredDialog,
  args: { isOpen: true, files, onClose: () => undefined }
} satisfies Meta<typeof FilesRequiredDialog>

export default meta
type Story = StoryObj<typeof meta>

export const WithoutFilesDrawer: Story = {}
export const WithGoToFiles: Story = { args: { onGoToFiles: () => undefined } }
