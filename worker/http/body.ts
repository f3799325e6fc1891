import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import { BODY_MAX_BYTES } from '../../contract/limits';

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  // Counted while streaming: a missing or false Content-Length cannot make us read more.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Turns zod issues into one readable sentence: "title: title must not be blank; …". */
function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body must be at most ${maxBytes / 1024} KB.`);
}

/**
 * Reads a JSON request body and validates it: 415 for another content type, 413 over `maxBytes`
 * (16 KB unless a route says otherwise), 400 for malformed JSON or a body the schema refuses (with
 * what is wrong, field by field).
 */
export async function readJsonBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  maxBytes = BODY_MAX_BYTES,
): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as JSON with "Content-Type: application/json".');
  }
  const bytes = await readLimited(c.req.raw, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(400, 'invalid_request', describeIssues(result.error));
  return result.data;
}
