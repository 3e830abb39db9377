/**
 * The CLI's two ways to reach the platform: the running server's /admin API, or the data folder
 * itself when no server is running (PGlite allows one process per folder). Both are generated
 * from the operator operations table, so they expose the same operations with the same input.
 */

import type { Db } from '../db/database.ts';
import { OperatorError } from '../domain/operator-error.ts';
import {
  operatorOperations,
  runOperation,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type OperatorOperation,
} from '../domain/operator-operations.ts';

/** One method per operation; the input may be left out when nothing in it is required. */
export type OperatorCalls = {
  [K in OperationName]: Record<string, never> extends OperationInput<K>
    ? (input?: OperationInput<K>) => Promise<OperationOutput<K>>
    : (input: OperationInput<K>) => Promise<OperationOutput<K>>;
};

export interface OperatorClient extends OperatorCalls {
  /** Human description of where changes go, for the CLI's output. */
  readonly target: string;
  close(): Promise<void>;
}

type Call = (row: OperatorOperation, input: Record<string, unknown>) => Promise<unknown>;

function generate(call: Call): OperatorCalls {
  const entries = Object.entries(operatorOperations).map(([name, row]) => [
    name,
    (input: Record<string, unknown> = {}) => call(row, input),
  ]);
  return Object.fromEntries(entries) as OperatorCalls;
}

/** A path or query value: strings as they are, numbers and booleans as JSON writes them. */
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The path with its parameters filled from the input, and what is left of the input. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '')
      throw new OperatorError('invalid', `${name} is required`);
    return encodeURIComponent(text(value));
  });
  return { path: filled, rest };
}

/** Calls the running server's admin endpoints. */
export function httpOperatorClient(baseUrl: string, token: string): OperatorClient {
  const call: Call = async (row, input) => {
    const { path, rest } = fillPath(row.path, input);
    let url = `${baseUrl}${path}`;
    const init: RequestInit = { method: row.method, headers: { 'X-Admin-Token': token } };
    if (row.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(rest))
        if (value !== undefined && value !== null && value !== '') query.set(key, text(value));
      if (query.size > 0) url += `?${query.toString()}`;
    } else {
      init.headers = { 'X-Admin-Token': token, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(rest);
    }
    const response = await fetch(url, init);
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      value?: unknown;
      message?: string;
    } | null;
    if (!envelope?.success) {
      const code = response.status === 404 ? 'not.found' : 'invalid';
      throw new OperatorError(code, envelope?.message || `server answered HTTP ${response.status}`);
    }
    return envelope.value;
  };
  return { ...generate(call), target: `running server at ${baseUrl}`, close: () => Promise.resolve() };
}

/** Applies changes straight to an open database. */
export function directOperatorClient(db: Db, where: string): OperatorClient {
  return {
    ...generate((row, input) => runOperation(row, db, input, new Date())),
    target: `data folder ${where} (no server running)`,
    close: () => db.close(),
  };
}
