/** Where the server writes its log lines; tests pass the silent one. */
export interface Logger {
  info(message: string): void;
  /** Something went wrong and was handled (a transaction retried): worth seeing when it keeps happening. */
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
