// The padlock shown beside a locked portal.
export function LockIcon({ title = "Locked" }: { title?: string }) {
  return (
    <svg role="img" aria-label={title} width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
      <title>{title}</title>
      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z" />
    </svg>
  )
}
