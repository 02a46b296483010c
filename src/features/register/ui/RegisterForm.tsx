// The Create Account form inside the Register modal: First Name, Last Name, Email, Company, Website.
import { Link as RouterLink } from "@tanstack/react-router"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"

import { INTRO, LOGIN_LABEL, LOGIN_PROMPT, SUBMIT_LABEL, TITLE } from "../config/texts.ts"
import { useRegisterForm } from "../model/useRegisterForm.ts"
import styles from "./Register.module.css"

export interface RegisterFormProps {
  goTo: (url: string) => void
  onClose: () => void
}

export function RegisterForm({ goTo, onClose }: RegisterFormProps) {
  const { form, serverMessage, isSubmitting } = useRegisterForm(goTo)
  return (
    <Dialog
      title={TITLE}
      footer={
        <>
          <p className={styles.login}>
            {LOGIN_PROMPT}{" "}
            <RouterLink to="/" className={styles.loginLink} onClick={onClose}>
              {LOGIN_LABEL}
            </RouterLink>
          </p>
          <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="register-form" isPending={isSubmitting}>
            {SUBMIT_LABEL}
          </Button>
        </>
      }
    >
      <form
        id="register-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <p className={styles.intro}>{INTRO}</p>
        <div className={styles.pair}>
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First Name" autoComplete="given-name" isRequired autoFocus />}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => <field.TextField label="Last Name" autoComplete="family-name" isRequired />}
          </form.AppField>
        </div>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
        </form.AppField>
        <form.AppField name="company">
          {(field) => <field.TextField label="Company" autoComplete="organization" isRequired />}
        </form.AppField>
        <form.AppField name="website">
          {(field) => <field.TextField label="Website" type="url" autoComplete="url" isRequired />}
        </form.AppField>
        {serverMessage !== null ? <Alert type="danger">{serverMessage}</Alert> : null}
      </form>
    </Dialog>
  )
}
