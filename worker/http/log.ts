// Production logs (docs/deploying.md#logs): one JSON object a line, which Workers Logs indexes by field.

/** One structured log line: `event` names what happened; the other fields say which and where, never user text. */
export function logEvent(fields: { event: string } & Record<string, string | number | undefined>): void {
  console.log(JSON.stringify(fields));
}
