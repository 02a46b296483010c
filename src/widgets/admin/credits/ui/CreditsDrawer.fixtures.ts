// Sample credit records and a small in-memory credits server (keyword, sort_by id|amount, 25 a page).
import type { CreditRecord } from "@/shared/api"
import type { FakeAnswer } from "@/shared/lib/testing"

export const SAMPLE_CREDITS: ReadonlyArray<CreditRecord> = [
  { id: 1, credit: "1", amount: "50", saving: null },
  { id: 2, credit: "5", amount: "225", saving: "10%" },
  { id: 3, credit: "10", amount: "400", saving: "20%" },
  { id: 4, credit: "25", amount: "875", saving: "30%" },
  { id: 5, credit: "50", amount: "1500", saving: "40%" }
]

export const creditPage = (credits: ReadonlyArray<CreditRecord>, search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const limit = Number(params.get("limit") ?? "25")
  const keyword = (params.get("keyword") ?? "").toLowerCase()
  const column = params.get("sort_by") === "amount" ? "amount" : "id"
  const sign = params.get("sort_direction") === "desc" ? -1 : 1
  const matching = credits.filter((credit) => `${credit.credit} ${credit.amount} ${credit.saving ?? ""}`.toLowerCase().includes(keyword))
  const sorted = [...matching].sort((a, b) => sign * (column === "amount" ? Number(a.amount) - Number(b.amount) : a.id - b.id))
  return {
    status: 200,
    body: {
      data: {
        data: sorted.slice((page - 1) * limit, page * limit),
        current_page: page,
        last_page: Math.max(1, Math.ceil(sorted.length / limit)),
        per_page: limit,
        total: sorted.length
      }
    }
  }
}
