// A bounded pool, on its own so that the client processes of the fan-out phase load nothing else.

/** Runs `task(index)` for 0…count-1, at most `parallel` at a time; results in order. */
export async function pool(count, parallel, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}
