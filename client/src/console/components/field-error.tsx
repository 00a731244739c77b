/** A field's message under it, tied to the input by `id` (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

/** The first message of each field of a failed zod check. */
export function fieldMessages(issues: { path: PropertyKey[]; message: string }[]) {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
