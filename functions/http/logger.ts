/** Structured logs: one JSON object a line, so a host's log drain can index them. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel = 'info', write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Logger {
  const emit =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }));
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
