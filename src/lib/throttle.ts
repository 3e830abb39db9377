/** Leading-and-trailing throttle: runs at once, then at most once per `ms`, and never drops the last call. */
export function throttle(
  fn: () => void,
  ms: number,
  now: () => number = Date.now,
): { call: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = now();
    fn();
  };
  return {
    call: () => {
      const wait = last + ms - now();
      if (wait <= 0 && !timer) run();
      else timer ??= setTimeout(run, Math.max(wait, 0));
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
