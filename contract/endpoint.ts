/**
 * The shape of one row of the endpoint table (docs/contract.md). The client's request functions
 * and the reference platform's route registration both read these rows, so a path, a method or
 * the encryption flag is written once; a call that drifts from its row is a type error.
 */
import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Whether the session token is expected (`required`), never sent (`none`) or sent when present. */
export type TokenUse = 'required' | 'none' | 'optional';

/** Any valibot schema, whatever it reads and returns. */
export type AnySchema = v.GenericSchema<unknown, unknown>;

export interface Endpoint<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TResponse extends AnySchema = AnySchema,
  TRequest extends AnySchema = AnySchema,
  TParams extends AnySchema | undefined = AnySchema | undefined,
> {
  readonly method: TMethod;
  /** Path with Hono-style `:name` parameters (filled in by the client). */
  readonly path: TPath;
  /** Body sent DES-encrypted in the current `{value}` form (contract §3.5). */
  readonly encrypted: boolean;
  readonly token: TokenUse;
  /**
   * What the platform reads: the query of a GET, else the body (`NoInput` when nothing). The server
   * parses it with this; the client's call options are typed from it (`request-schemas.ts`).
   */
  readonly request: TRequest;
  /** The `:name` segments of the path, parsed by the server; required when the path has any. */
  readonly params: TParams;
  /** The envelope `value` (WPS) or the raw body (`/lgw`), read tolerantly by the client. */
  readonly response: TResponse;
  /** `/lgw` and `/lotto/lgw` answer raw JSON without the envelope (contract §1.1). */
  readonly raw: boolean;
  /** Other methods real platforms are documented to answer for this path; the server answers them too. */
  readonly alsoAccepts: readonly HttpMethod[];
  /** The body travels form-encoded (legacy bundles); the server reads JSON too. */
  readonly form: boolean;
  /**
   * Ours: the family's contract (`../shared/contract.md`) names no such call. docs/contract.md's
   * endpoint index is generated from the rows and marks these (`npm run docs:endpoints`).
   */
  readonly extension: boolean;
}

interface EndpointInit<
  TMethod extends HttpMethod,
  TPath extends string,
  TResponse extends AnySchema,
  TRequest extends AnySchema,
  TParams extends AnySchema | undefined,
> {
  method: TMethod;
  path: TPath;
  response: TResponse;
  request: TRequest;
  params?: TParams;
  encrypted?: boolean;
  token?: TokenUse;
  alsoAccepts?: readonly HttpMethod[];
  form?: boolean;
  extension?: true;
}

/** Declares one endpoint row; defaults: not encrypted, token optional, no other methods, a JSON body, no path parameters, the family's call. */
/** Pure: rows nothing imports are dropped from the bundle (the first screen carries only its own). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const TMethod extends HttpMethod,
  const TPath extends string,
  TResponse extends AnySchema,
  TRequest extends AnySchema,
  TParams extends AnySchema | undefined = undefined,
>(
  init: EndpointInit<TMethod, TPath, TResponse, TRequest, TParams>,
): Endpoint<TMethod, TPath, TResponse, TRequest, TParams> {
  return {
    method: init.method,
    path: init.path,
    response: init.response,
    request: init.request,
    params: init.params as TParams,
    encrypted: init.encrypted ?? false,
    token: init.token ?? 'optional',
    raw: /^\/(lotto\/)?lgw\//.test(init.path),
    alsoAccepts: init.alsoAccepts ?? [],
    form: init.form ?? false,
    extension: init.extension ?? false,
  };
}

/** What a caller passes for a row's request (the query of a GET, else the body): the schema's input. */
export type RequestInput<E extends Endpoint> = v.InferInput<E['request']>;

/** The names of the `:param` segments of a path, as a union type. */
export type PathParams<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills `:name` segments; every parameter is URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
