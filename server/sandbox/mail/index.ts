// The sandbox mail: the outbox (mail kept while SMTP_URL is unset) readable at /sandbox/mail.
export { makeSandboxMailRouter, SANDBOX_MAIL_PREFIX, SandboxMailRoutesLive } from "./router.ts"
