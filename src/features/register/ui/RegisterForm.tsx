// The Create Account form inside the Register modal: First Name, Last Name, Email, Company, Website.
import { Link as RouterLink } from "@tanstack/react-router"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"
import { TextField } from "@/shared/ui/text-field"

import { INTRO, LOGIN_LABEL, LOGIN_PROMPT, SUBMIT_LABEL, TITLE } from "../config/texts.ts"
import { useRegisterForm } from "../model/useRegisterForm.ts"
import styles from "./Register.module.css"

export interface RegisterFormProps {
  goTo: (url: string) => void
  onClose: () => void
}

export function RegisterForm({ goTo, onClose }: RegisterFormProps) {
  const { value, errors, serverMessage, isSubmitting, change, submit } = useRegisterForm(goTo)
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
          submit()
        }}
      >
        <p className={styles.intro}>{INTRO}</p>
        <div className={styles.pair}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            value={value.first_name}
            onChange={(first_name) => change({ first_name })}
            errorMessage={errors.first_name}
            isRequired
            autoFocus
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            value={value.last_name}
            onChange={(last_name) => change({ last_name })}
            errorMessage={errors.last_name}
            isRequired
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(email) => change({ email })}
          errorMessage={errors.email}
          isRequired
        />
        <TextField
          label="Company"
          autoComplete="organization"
          value={value.company}
          onChange={(company) => change({ company })}
          errorMessage={errors.company}
          isRequired
        />
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          value={value.website}
          onChange={(website) => change({ website })}
          errorMessage={errors.website}
          isRequired
        />
        {serverMessage !== null ? <Alert type="danger">{serverMessage}</Alert> : null}
      </form>
    </Dialog>
  )
}
