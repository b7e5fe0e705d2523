// One load loop for every side the bench compares: `connections` loops, each making the
// operation again as soon as its last one answered, until `seconds` have passed. A loop
// finishes the operation it started, so nothing of one side's load is still running when
// the next side's starts (orders of one part would wait on each other's locks).

/** A load's latencies (ms) of the operations that succeeded, how long it ran (s), and its failures. */
export interface Sample {
  latencies: number[];
  seconds: number;
  failures: number;
}

export async function sampleOperation(
  operation: () => Promise<unknown>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Sample> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await operation();
          latencies.push(performance.now() - start);
        } catch {
          failures++;
        }
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, failures };
}
