import type { FastifyBaseLogger } from 'fastify';

/** Long enough for a slow upload to finish, short enough for an orchestrator's own kill timeout (30 s). */
export const shutdownGraceMs = 20_000;

/**
 * On SIGINT/SIGTERM: stop accepting, let in-flight requests finish, close everything, exit 0. A second
 * signal, or a stop that outlives the grace period, exits 1 at once.
 */
export function stopOnSignals(stop: () => Promise<void>, log: FastifyBaseLogger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping: finishing in-flight requests');
    const timer = setTimeout(() => {
      log.error(`stop took longer than ${shutdownGraceMs} ms: exiting`);
      process.exit(1);
    }, shutdownGraceMs);
    timer.unref();
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
