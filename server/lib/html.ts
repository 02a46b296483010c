// Text placed into HTML we write ourselves (mails, personal notifications).

/** Escapes the five characters that could end text and start markup. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)
