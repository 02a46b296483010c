import type { Meta, StoryObj } from "@storybook/react-vite"

import { PortalTypeModal } from "./PortalTypeModal.tsx"

const meta = {
  title: "features/add-portal/PortalTypeModal",
  component: PortalTypeModal,
  args: { isOpen: true, agencyName: "Demo Agency", licences: 2, onChoose: () => undefined, onCancel: () => undefined }
} satisfies Meta<typeof PortalTypeModal>

export default meta
type Story = StoryObj<typeof meta>

export const ProOrFree: Story = {}
export const LastLicence: Story = { args: { licences: 1 } }
