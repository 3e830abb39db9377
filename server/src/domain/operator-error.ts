/** A refused operator action (admin API and CLI): `invalid` → 400, `not.found` → 404. */
export class OperatorError extends Error {
  readonly code: 'invalid' | 'not.found';
  constructor(code: 'invalid' | 'not.found', message: string) {
    super(message);
    this.code = code;
  }
}
