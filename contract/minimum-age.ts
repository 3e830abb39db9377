/**
 * The minimum age when the operator sets none (spec §5). Its own module: the first screen needs this
 * number only, while the birthday rules (age-rule.ts) come with the registration form.
 */
export const DEFAULT_MINIMUM_AGE = 18;
