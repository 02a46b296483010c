// The field and form contexts TanStack Form's composition hooks share: the bound fields read their field
// through useFieldContext, so a form writes <form.AppField name="email">{(field) => <field.TextField … />}.
import { createFormHookContexts } from "@tanstack/react-form"

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
