import { fireEvent, render, screen } from "@testing-library/react"
import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"

import type { ApiError } from "@/shared/api"

import { contractFaults, showServerFaults, useContractForm } from "./useContractForm.ts"

const Body = Schema.Struct({
  name: Schema.String.pipe(Schema.nonEmptyString({ message: () => "The name field is required." })),
  seats: Schema.Int.pipe(Schema.between(1, 10))
})

interface Values {
  name: string
  seats: string
  confirm: string
}

const toBody = (values: Values) => ({ name: values.name, seats: values.seats === "" ? undefined : Number(values.seats) })
const check = (values: Values) => (values.confirm === values.name ? {} : { confirm: "The confirmation does not match." })

function Harness({ onSubmit, refuse }: { onSubmit: (values: Values) => void; refuse?: ApiError }) {
  const form = useContractForm<Values>({
    defaultValues: { name: "", seats: "", confirm: "" },
    schema: Body,
    toBody,
    check,
    onSubmit: (values, formApi) => {
      if (refuse !== undefined && showServerFaults(formApi, refuse)) return
      onSubmit(values)
    }
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.AppField name="seats">{(field) => <field.TextField label="Seats" />}</form.AppField>
      <form.AppField name="confirm">{(field) => <field.TextField label="Confirm" />}</form.AppField>
      <button type="submit">Save</button>
    </form>
  )
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }))

describe("contractFaults", () => {
  it("gives the Schema's first message per field in the server's words, then the form's own checks", () => {
    expect(contractFaults({ schema: Body, toBody, check }, { name: "", seats: "11", confirm: "x" })).toEqual({
      name: "The name field is required.",
      seats: "The seats must be between 1 and 10.",
      confirm: "The confirmation does not match."
    })
    expect(contractFaults({ schema: Body, toBody, check }, { name: "Ada", seats: "2", confirm: "Ada" })).toEqual({})
  })
})

describe("useContractForm", () => {
  it("judges nothing before the first submit, then every change", async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    type("Name", "")
    expect(screen.queryByText("The name field is required.")).toBeNull()
    save()
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    expect(screen.getByText("The seats field is required.")).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    type("Name", "Ada")
    expect(screen.queryByText("The name field is required.")).toBeNull()
    expect(screen.getByText("The confirmation does not match.")).toBeTruthy()
    type("Seats", "3")
    type("Confirm", "Ada")
    save()
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", seats: "3", confirm: "Ada" }))
  })

  it("puts a 422's messages beside the fields they name until the next change", async () => {
    const refuse = {
      status: 422,
      message: "The name has already been taken.",
      fieldErrors: { name: ["The name has already been taken."] }
    } as unknown as ApiError
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} refuse={refuse} />)
    type("Name", "Ada")
    type("Seats", "3")
    type("Confirm", "Ada")
    save()
    expect(await screen.findByText("The name has already been taken.")).toBeTruthy()
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true")
    expect(onSubmit).not.toHaveBeenCalled()
    type("Name", "Ada B")
    expect(screen.queryByText("The name has already been taken.")).toBeNull()
  })

  it("sends the same values again after a refusal: the server may answer otherwise now", async () => {
    const refuse = {
      status: 422,
      message: "The current password is incorrect.",
      fieldErrors: { name: ["The current password is incorrect."] }
    } as unknown as ApiError
    const sent: Array<Values> = []
    let refusing = true
    function Retrying() {
      const form = useContractForm<Values>({
        defaultValues: { name: "Ada", seats: "3", confirm: "Ada" },
        schema: Body,
        toBody,
        check,
        onSubmit: (values, formApi) => {
          sent.push(values)
          if (refusing) showServerFaults(formApi, refuse)
        }
      })
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
          <button type="submit">Save</button>
        </form>
      )
    }
    render(<Retrying />)
    save()
    expect(await screen.findByText("The current password is incorrect.")).toBeTruthy()
    refusing = false
    save()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    save()
    await vi.waitFor(() => expect(sent).toHaveLength(3))
  })
})
