// Who is asking: the client address, as rate limits and author handles key it.

/** The client's address as Cloudflare reports it; "local" when absent (wrangler dev, tests). */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'local';
}
