import type { App } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';

/** The Cloud Tasks queues (their task-queue functions' names, index.ts). */
export const taskQueues = {
  /** Ends an unpaid order's hold (services/order-holds.ts). */
  holdExpiry: 'expireOrderHold',
  /** Sends one order message (services/mail-delivery.ts). */
  mailDelivery: 'sendMail',
} as const;

/**
 * Queues a task for the task-queue function `functionName`, named `id`: Cloud Tasks keeps one
 * task per name, so queueing twice for the same thing (a retried trigger) queues it once.
 */
export function taskQueuer(app: App, region: string) {
  return async (functionName: string, data: Record<string, string>, id: string, at?: Date) => {
    const queue = getFunctions(app).taskQueue(`locations/${region}/functions/${functionName}`);
    try {
      await queue.enqueue(data, { id, ...(at && { scheduleTime: at }) });
    } catch (error) {
      if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
    }
  };
}
