// The console's calls to the API: same origin, with Access's cookie, errors as the API states them.

/** An error answer of the API, as `{ error: { code, message } }` gives it. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API with the Access cookie (same origin only); a non-2xx answer throws an ApiFailure. */
export async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
    // The page's no-referrer policy would make a browser send "Origin: null" on POST and DELETE;
    // operator calls need the real origin (they refuse any other).
    referrerPolicy: 'same-origin',
  });
  if (res.ok) return res;
  const answer = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiFailure(res.status, answer?.error?.code ?? 'error', answer?.error?.message ?? `${res.status}`);
}

/** What went wrong, in words. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
