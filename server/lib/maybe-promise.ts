/**
 * A value now or later. Code written over it runs synchronously when every value it is given
 * is already there (the SQLite repositories inside a read worker, which must answer without
 * awaiting) and asynchronously otherwise (the WordPress store), so one composition of reads
 * serves both.
 */
export type MaybePromise<T> = T | Promise<T>;

// Values later are native promises (async functions, the database drivers'): a value is known
// to be later by `instanceof Promise`, so any other thenable would be taken as a value now.

/**
 * `f` applied to the value: at once when it is there, once it resolves when it is a promise.
 * Not named `then`: a module exporting `then` is a thenable, which `import()` would call.
 */
export function andThen<A, B>(
  value: MaybePromise<A>,
  f: (value: A) => MaybePromise<B>,
): MaybePromise<B> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** Promise.all, synchronous when no value is a promise. */
export function all<const T extends readonly unknown[]>(
  values: T,
): MaybePromise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  type Settled = { -readonly [K in keyof T]: Awaited<T[K]> };
  if (values.some((value) => value instanceof Promise)) {
    return Promise.all(values) as Promise<Settled>;
  }
  return [...values] as Settled;
}
