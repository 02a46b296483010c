// Causer and subject types arrive as namespaced class names ("App\Models\User"); the logs view shows
// only the last segment (spec 2 section 2). Empty types show nothing rather than a dash of our own.
export const classBaseName = (type: string | null): string => {
  if (type === null) return ""
  const segments = type.split("\\")
  return segments[segments.length - 1] ?? type
}
