/** A /admin request body that is not JSON: answers 400 request.param.err. */
export class BadBody extends Error {}
