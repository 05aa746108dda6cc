/** A wrong command line, input or path: reported as such (exit code 2), never as an internal error. */
export class UsageError extends Error {}
