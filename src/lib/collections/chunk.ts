// Splits ids into batches (members are looked up 50 at a time, docs/rules/application.md#api).
export const MEMBER_BATCH_SIZE = 50;

export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  if (size < 1) throw new RangeError("size must be at least 1");
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
};

/** Runs one lookup per batch, one after the other, and concatenates the results. */
export const inBatches = async <T, R>(
  items: readonly T[],
  size: number,
  lookup: (batch: T[]) => Promise<R[]>,
): Promise<R[]> => {
  const results: R[] = [];
  for (const batch of chunk(items, size)) results.push(...(await lookup(batch)));
  return results;
};
