import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config.js';
import { currentRequestId } from './requestContext.js';

export type { Logger };

/**
 * How most of the code logs: a message, the error when something failed, and fields an operator
 * filters on. Tests hand their own; the product's writes through its pino logger (`logThrough`).
 * Never a secret or a personal value in any of the three.
 */
export type Log = (message: string, error?: unknown, fields?: Record<string, unknown>) => void;

/**
 * The process's logger: JSON lines on stdout, readable ones under `npm run dev`. A line written
 * while a request is served (or a job it queued runs) carries the request's id.
 */
export function createLogger(config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    serializers: { err: pino.stdSerializers.err },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development') return pino({ ...options, transport: { target: 'pino-pretty' } });
  // Written as the process gets to it, lines of the same moment together, not one blocking write
  // each (a line per request); whatever is still unwritten goes out synchronously on exit.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** The `Log` of a pino logger: an error makes the line an error line, with the error under `err`. */
export function logThrough(logger: Logger): Log {
  return (message, error, fields) => {
    if (error === undefined || error === null) logger.info(fields ?? {}, message);
    else logger.error({ ...fields, err: error }, message);
  };
}

let fallback: Logger | null = null;

/** For a part used on its own (a test, a script) that was handed no log: the same JSON lines, at info. */
export const defaultLog: Log = (message, error, fields) =>
  logThrough((fallback ??= createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' })))(message, error, fields);
