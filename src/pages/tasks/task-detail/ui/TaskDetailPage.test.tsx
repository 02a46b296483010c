import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeComment, makeTaskDetail, taskKeys } from "@/entities/task"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { TaskDetailPage } from "./TaskDetailPage.tsx"

const GET = "GET /task/api/v2/tasks/7"
const PUT = "PUT /task/api/v2/tasks/7"
const COMMENT = "POST /task/api/v2/tasks/7/comments"

describe("TaskDetailPage", () => {
  it("shows the status, details, attachments as links and the thread", async () => {
    await renderWithApp(<TaskDetailPage taskId={7} />, {
      server: fakeServer({ [GET]: { status: 200, body: { data: makeTaskDetail({ status: "in_progress", comments: [makeComment()] }) } } })
    })
    expect(await screen.findByRole("heading", { name: "Add a pricing page" })).toBeTruthy()
    expect(screen.getByText("In progress")).toBeTruthy()
    expect(screen.getByText("Northwind Portal")).toBeTruthy()
    const attachment = screen.getByRole("link", { name: "https://example.com/brief.pdf" })
    expect(attachment.getAttribute("target")).toBe("_blank")
    expect(screen.getByText("Which colour should the buttons be?")).toBeTruthy()
  })

  it("posts a comment and shows the updated thread", async () => {
    const server = fakeServer({
      [GET]: { status: 200, body: { data: makeTaskDetail() } },
      [COMMENT]: {
        status: 201,
        body: { data: makeTaskDetail({ comments: [makeComment({ body: "Navy, please.", from_support: false })] }) }
      }
    })
    await renderWithApp(<TaskDetailPage taskId={7} />, { server })
    fireEvent.change(await screen.findByRole("textbox", { name: "Add a comment" }), { target: { value: "Navy, please." } })
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByText("Navy, please.")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ body: "Navy, please." })
  })

  it("cancels the request after 'Are you sure?'", async () => {
    const server = fakeServer({
      [GET]: { status: 200, body: { data: makeTaskDetail() } },
      [PUT]: { status: 200, body: { data: makeTaskDetail({ status: "cancelled" }) } }
    })
    await renderWithApp(<TaskDetailPage taskId={7} />, { server })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel request" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it!" }))
    await waitFor(() => expect(screen.getByText("Cancelled")).toBeTruthy())
    expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({ status: "cancelled" })
    expect(screen.queryByRole("button", { name: "Cancel request" })).toBeNull()
  })

  it("shows why the request could not be loaded", async () => {
    await renderWithApp(<TaskDetailPage taskId={7} />, {
      server: fakeServer({ [GET]: { status: 404, body: { message: "Resource not found." } } })
    })
    expect(await screen.findByText("The request could not be loaded.")).toBeTruthy()
    expect(screen.getByText("Resource not found.")).toBeTruthy()
  })

  it("reads the request again in place when a notification tells of a change, keeping the comment being typed", async () => {
    const server = fakeServer({ [GET]: { status: 200, body: { data: makeTaskDetail({ status: "new" }) } } })
    const { queryClient } = await renderWithApp(<TaskDetailPage taskId={7} />, { server })
    const composer = await screen.findByRole("textbox", { name: "Add a comment" })
    fireEvent.change(composer, { target: { value: "Half written" } })
    server.answer(GET, { status: 200, body: { data: makeTaskDetail({ status: "waiting_on_customer" }) } })
    // What RealtimeBridge does on notification.created.
    await act(() => queryClient.invalidateQueries({ queryKey: taskKeys.all }))
    expect(await screen.findByText("Waiting on customer")).toBeTruthy()
    expect(screen.queryByRole("progressbar")).toBeNull()
    expect((screen.getByRole("textbox", { name: "Add a comment" }) as HTMLTextAreaElement).value).toBe("Half written")
    expect(server.requests.filter((request) => request.method === "GET")).toHaveLength(2)
  })
})
