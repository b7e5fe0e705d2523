import type { App } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { holdExpiryQueue } from '../services/order-holds.ts';

/**
 * Queues the `expireOrderHold` task of an order for the end of its hold. Cloud Tasks runs it
 * then; the Cloud Tasks emulator runs it at once, and the task answers "not yet" until the
 * hold has ended, so the queue's retries bring it back (docs/decisions/0019).
 * The task id is derived from the order: queueing twice for one order queues one task.
 */
export function holdExpiryScheduler(app: App, region: string) {
  return async (orderId: string, endsAt: Date) => {
    const queue = getFunctions(app).taskQueue(`locations/${region}/functions/${holdExpiryQueue}`);
    try {
      await queue.enqueue({ orderId }, { id: `hold-${orderId}`, scheduleTime: endsAt });
    } catch (error) {
      if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
    }
  };
}
