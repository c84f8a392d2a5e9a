import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Database } from '@/lib/db/client';
import { startBackgroundJobs, type BackgroundJob } from '@/lib/jobs/scheduler';

const { runMailDelivery, logError } = vi.hoisted(() => ({ runMailDelivery: vi.fn(), logError: vi.fn() }));
vi.mock('@/lib/mail/schedule', () => ({ runMailDelivery }));
vi.mock('@/lib/log', () => ({ log: { error: logError, info: vi.fn(), warn: vi.fn() } }));

const db = {} as Database;
const HOUR = 60 * 60_000;

describe('the background job scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    runMailDelivery.mockReset().mockResolvedValue(undefined);
    logError.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('runs each job at start and then on its own interval, until stopped', async () => {
    const hourly = vi.fn<BackgroundJob['run']>().mockResolvedValue(0);
    const daily = vi.fn<BackgroundJob['run']>().mockResolvedValue(0);
    const stop = startBackgroundJobs(db, [
      { name: 'hourly', intervalMs: HOUR, run: hourly },
      { name: 'daily', intervalMs: 24 * HOUR, run: daily },
    ]);
    expect(hourly).toHaveBeenCalledTimes(1);
    expect(daily).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(hourly).toHaveBeenCalledTimes(4);
    expect(daily).toHaveBeenCalledTimes(1);
    expect(hourly.mock.calls[0]?.[0]).toBe(db);

    stop();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(hourly).toHaveBeenCalledTimes(4);
  });

  it('delivers the outbox only after a round that queued mail', async () => {
    const queued = [0, 2];
    startBackgroundJobs(db, [{ name: 'digest', intervalMs: HOUR, run: async () => queued.shift() ?? 0 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runMailDelivery).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(runMailDelivery).toHaveBeenCalledTimes(1);
  });

  it('logs a failing round under the job name and tries again at the next interval', async () => {
    const run = vi.fn<BackgroundJob['run']>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(0);
    startBackgroundJobs(db, [{ name: 'privacy.purge', intervalMs: HOUR, run }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(logError).toHaveBeenCalledWith('privacy.purge_failed', { error: expect.any(Error) });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('runs a job with firstRunAfterMs only after that delay, then on its interval', async () => {
    const delayed = vi.fn<BackgroundJob['run']>().mockResolvedValue(0);
    const stop = startBackgroundJobs(db, [
      { name: 'delayed', intervalMs: 6 * HOUR, firstRunAfterMs: 6 * HOUR, run: delayed },
    ]);
    expect(delayed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6 * HOUR - 1);
    expect(delayed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(delayed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    expect(delayed).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(delayed).toHaveBeenCalledTimes(3);
  });
});
