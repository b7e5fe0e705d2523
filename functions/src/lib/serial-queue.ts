/**
 * Runs tasks that share a key one after another, in this process; tasks with other keys run
 * freely. Firestore transactions on one hot document (a part that many buyers order at once)
 * abort and back off for seconds when they overlap; queueing them here first means that
 * within one instance they never overlap, and the transaction only has to settle races
 * between instances.
 */
export function createSerialQueue() {
  const tails = new Map<string, Promise<void>>();

  function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  }

  /** Whether a task of `key` is running or waiting: one queued now would wait for it. */
  const isBusy = (key: string) => tails.has(key);

  return Object.assign(serialize, { isBusy });
}
