import type { App } from 'firebase-admin/app';
import { taskQueuer, taskQueues } from './task-queues.ts';

/**
 * Queues the `expireOrderHold` task of an order for the end of its hold. Cloud Tasks runs it
 * then; the Cloud Tasks emulator runs it at once, and the task answers "not yet" until the
 * hold has ended, so the queue's retries bring it back (docs/decisions/0019-order-lifecycle.md).
 */
export function holdExpiryScheduler(app: App, region: string) {
  const queue = taskQueuer(app, region);
  return (orderId: string, endsAt: Date) =>
    queue(taskQueues.holdExpiry, { orderId }, `hold-${orderId}`, endsAt);
}
