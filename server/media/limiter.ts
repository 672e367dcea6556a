// A tiny concurrency limiter. Cold seed renders are CPU-bound; a first visit to a category page
// can ask for dozens at once, and running them all together only adds memory, not speed.

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so `active` never overshoots.
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const nextTask = waiting.shift();
      if (nextTask) nextTask();
      else active -= 1;
    }
  };
}
