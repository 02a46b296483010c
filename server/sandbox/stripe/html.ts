// Small helpers for the sandbox's own pages (receipts, authentication, dashboard): escaping and a
// plain, readable shell.
export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100)

export const dateOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10)

export const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #1a1f36; max-width: 760px; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.4rem; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e3e8ee; vertical-align: top; }
  button { font: inherit; padding: .45rem .9rem; border-radius: 6px; border: 1px solid #635bff; background: #635bff; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #635bff; }
  button:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
  form.inline { display: inline-flex; gap: .35rem; align-items: center; margin: .15rem 0; }
  input, select { font: inherit; padding: .3rem; }
  .note { color: #697386; font-size: .9rem; }
</style>
</head>
<body>
${body}
</body>
</html>`
