// docs/behaviour.md#data-client and docs/behaviour.md#api: every request sends cookies, a JSON body only when there is one,
// and a non-OK answer fails with "<status>: <body or statusText>" (docs/behaviour.md#data-client).

/** What a query does with a 401 answer: fail (the default) or yield null. */
export type On401 = 'throw' | 'returnNull';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Sends one API request (a mutation) with `send`, with `headers` besides the body's type, and fails on a non-OK answer. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
  send: typeof fetch = fetch,
): Promise<Response> {
  const res = await send(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** The URL of a query: its key parts joined by '/', resolved against the API base. */
export function queryUrl(base: string, key: ReadonlyArray<string | number>): string {
  return base.replace(/\/+$/, '') + key.join('/');
}

/** GETs a query's URL and reads its JSON; with `on401: 'returnNull'` a 401 yields null. */
export async function fetchQuery<T>(url: string, on401: On401 = 'throw'): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
