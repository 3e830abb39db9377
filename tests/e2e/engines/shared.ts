/** Pieces of EnginePage that are the same in every engine: built on `evaluate`. */
import { pollUntil, readScript, type EnginePage, type WaitOptions } from './engine-page';

/** textContent (attribute null) or an attribute of the first match, once it is in the DOM. */
export async function readFirst(
  page: Pick<EnginePage, 'evaluate'>,
  selector: string,
  attribute: string | null,
  timeout?: number,
): Promise<string | null> {
  let value: string | null = null;
  await pollUntil(
    async () => {
      const read = await page.evaluate(readScript, selector, attribute);
      if (read !== null && typeof read === 'object') return false;
      value = read;
      return true;
    },
    `${selector} attached`,
    timeout,
  );
  return value;
}

/** The source that calls `fn` with `args`, for engines that take an expression. */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}

export type { WaitOptions };
