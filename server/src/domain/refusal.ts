/**
 * A refused call, the business error of every domain: the domain throws it, the app's error
 * handler turns it into the envelope (`success:false`, errorCode, message, optional details in
 * `value`).
 *
 * Codes come from the one list in `contract/error-codes.ts`: an unknown code is a type error.
 */
import type { ErrorCode } from '#contract/error-codes.ts';

export class Refusal extends Error {
  readonly errorCode: ErrorCode;
  readonly details: unknown;
  constructor(errorCode: ErrorCode, message: string, details: unknown = null) {
    super(message);
    this.errorCode = errorCode;
    this.details = details;
  }
}

/** Throws `request.param.err` naming the field (contract §6: the field is in the message). */
export function badParam(field: string, problem: string): never {
  throw new Refusal('request.param.err', `${field} ${problem}`);
}

/** Throws a refusal. */
export function refuse(errorCode: ErrorCode, message: string, details: unknown = null): never {
  throw new Refusal(errorCode, message, details);
}

/** The HTTP status of a refusal: 400 for bad parameters (a date out of range too), 401 for no session, 200 otherwise. */
export function refusalStatus(errorCode: ErrorCode): 200 | 400 | 401 {
  if (errorCode === 'request.param.err' || errorCode === 'date.out.of.range') return 400;
  if (errorCode === 'login.not.session') return 401;
  return 200;
}
