// errors.js — the one error type Plume throws (plume.js re-exports it).

/** Thrown for every bad argument or failed call; `message` says what was wrong. */
export class PlumeError extends Error {
  constructor(message, status = 0) {
    super(message);
    this.name = 'PlumeError';
    this.status = status; // the C plume_status, when the error came from the core
  }
}
