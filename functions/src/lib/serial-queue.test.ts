import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createSerialQueue', () => {
  it('when tasks share a key, then each starts only after the one before has settled', async () => {
    const serialize = createSerialQueue();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await tick();
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };

    const results = await Promise.allSettled([
      serialize('part', task('a')),
      serialize('part', task('b', true)),
      serialize('part', task('c')),
    ]);

    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('when tasks have different keys, then they run side by side', async () => {
    const serialize = createSerialQueue();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
    };

    await Promise.all([serialize('one', task('a')), serialize('two', task('b'))]);

    expect(events).toEqual(['start a', 'start b', 'end a', 'end b']);
  });

  it('when a task of a key is running or waiting, then the key is busy until the last settles', async () => {
    const serialize = createSerialQueue();
    expect(serialize.isBusy('part')).toBe(false);
    const first = serialize('part', tick);
    const second = serialize('part', tick);
    expect(serialize.isBusy('part')).toBe(true);
    expect(serialize.isBusy('other')).toBe(false);
    await first;
    expect(serialize.isBusy('part')).toBe(true);
    await second;
    await tick();
    expect(serialize.isBusy('part')).toBe(false);
  });
});
