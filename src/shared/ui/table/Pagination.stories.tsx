import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { Pagination } from "./Pagination.tsx"

function PaginationDemo({ initialPage, totalPages }: { initialPage: number; totalPages: number }) {
  const [page, setPage] = useState(initialPage)
  return <Pagination page={page} totalPages={totalPages} onChange={setPage} />
}

const meta = {
  title: "shared/ui/Pagination",
  component: PaginationDemo,
  args: { initialPage: 1, totalPages: 20 }
} satisfies Meta<typeof PaginationDemo>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}
export const MiddlePage: Story = { args: { initialPage: 10 } }
export const LastPage: Story = { args: { initialPage: 20 } }
export const FewPages: Story = { args: { initialPage: 2, totalPages: 4 } }
export const SinglePage: Story = { args: { totalPages: 1 } }
