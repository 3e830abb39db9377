/** Pieces of EnginePage that are the same in every engine: built on `evaluate`. */
import {
  pollUntil,
  readScript,
  revealScript,
  waitWithProbe,
  type EnginePage,
  type Serializable,
  type WaitOptions,
} from './engine-page';

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

/**
 * The waits and reads every engine builds the same way on its own `evaluate`: an engine's page
 * extends this and implements the rest of EnginePage.
 */
export abstract class EvaluatingPage {
  abstract evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R>;

  waitFor(selector: string, options?: WaitOptions): Promise<void> {
    return waitWithProbe(this, selector, options);
  }

  async text(selector: string): Promise<string> {
    return (await readFirst(this, selector, null)) ?? '';
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return readFirst(this, selector, name);
  }

  /** Waits until the first match (with `text`) is visible and scrolls it into the clear for a click (`revealScript`). */
  protected async reveal(selector: string, text?: string | RegExp): Promise<void> {
    await this.waitFor(selector, { text });
    const shown = await this.evaluate(
      revealScript,
      selector,
      typeof text === 'string' ? text : null,
      text instanceof RegExp ? text.source : null,
      text instanceof RegExp ? text.flags : '',
    );
    if (!shown) throw new Error(`No ${selector}${text ? ` with text ${String(text)}` : ''}`);
  }
}
