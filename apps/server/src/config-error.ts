/** A start-up refusal of the environment: main.ts prints its one line and exits. */
export class ConfigError extends Error {}
