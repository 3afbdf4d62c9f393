// errors.js — the one error type Plume throws (plume.js re-exports it).

/** Thrown for every bad argument or failed call; `message` says what was wrong. */
export class PlumeError extends Error {
  constructor(message, status = 0) {
    super(message);
    this.name = 'PlumeError';
    this.status = status; // the C plume_status, when the error came from the core
  }
}

/** "Name: message" of something thrown (a caller's getter, a proxy trap), even when reading it throws again. */
export function describeThrown(error) {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : `${typeof error} thrown`;
  } catch {
    return 'an exception whose message cannot be read';
  }
}

/** A value as a message shows it: a string quoted (cut at 60 characters), an array by its length. */
export function showValue(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? `an array of length ${value.length}` : 'an object';
}

/** A URL for a message: at most 100 characters (a data: URL can be megabytes). */
export function shortUrl(url) {
  return url.length > 100 ? `${url.slice(0, 60)}... (${url.length} characters)` : url;
}

/** Reports an error nobody called for (a game's callback threw, a deferred call failed) without throwing it. */
export function report(error) {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}
