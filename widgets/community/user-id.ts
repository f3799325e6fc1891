import { USER_ID_STORAGE_KEY } from './constants';

/** The part of Web Storage the id needs. */
export type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

const SAVED_ID = /^[\w-]{8,64}$/;

/** A new random id: a UUID where the browser offers one (secure contexts), else 24 hex digits. */
export function newUserId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  let id = '';
  for (let i = 0; i < 24; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

/**
 * The anonymous id this browser posts with: read from `storage`, or made and saved there. Storage
 * that is missing or throws (private modes, sandboxed frames, blocked cookies) gives a new id
 * that lasts as long as the page; the server derives the author handle, so nothing else hangs on it.
 */
export function anonymousUserId(storage: () => IdStorage | undefined, make: () => string = newUserId): string {
  let store: IdStorage | undefined;
  try {
    store = storage();
    const saved = store?.getItem(USER_ID_STORAGE_KEY);
    if (saved && SAVED_ID.test(saved)) return saved;
  } catch {
    store = undefined;
  }
  const id = make();
  try {
    store?.setItem(USER_ID_STORAGE_KEY, id);
  } catch {
    // Full or blocked storage: the id lasts for this page only.
  }
  return id;
}
