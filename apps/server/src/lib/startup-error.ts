/**
 * A refusal to start that one line explains to the operator (a data folder another process holds, a damaged
 * database): the entry points print its message alone, never a stack trace.
 */
export class StartupError extends Error {}
