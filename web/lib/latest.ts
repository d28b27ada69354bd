/** For each kind of request only the latest is acted on: an earlier one that answers later is dropped. */

/** Thrown in place of the answer of a request that a later one of its kind superseded. */
export class Superseded extends Error {
  override name = 'Superseded';
}

/** A tracker for one kind of request: `track(promise)` settles as the promise does, unless a later one started. */
export function latestOnly(): <T>(request: Promise<T>) => Promise<T> {
  let latest = 0;
  return async <T>(request: Promise<T>): Promise<T> => {
    const mine = ++latest;
    let value: T;
    try {
      value = await request;
    } catch (error) {
      throw mine === latest ? error : new Superseded();
    }
    if (mine !== latest) throw new Superseded();
    return value;
  };
}
