/**
 * The overlay screens' search values and their types, for the first visit: which search value
 * opens which centre (`?mc=`, `?ac=`) with the centre's guard, and the account dialogs' ids
 * (`?modal=`). The root route's search schema reads it (`root-search.ts`).
 *
 * A centre screen's id is declared once, as the key of its row in its centre's table
 * (`app/screens/member-centre.ts`, `agent-centre.ts`), which registers its keys here as a type
 * (`declare module`, the way the router registers its route tree): every link is typed by them, so
 * a wrong id does not compile, while this module, part of the first visit, carries none of them.
 * The table is its own chunk; the guard is here, so the root route guards a navigation before the
 * table has downloaded.
 */

/** The search values that open a centre, and whom each is for (`features/auth/route-guard.ts`). */
export const CENTRE_GUARDS = { mc: 'member', ac: 'agent' } as const;
export type CentreParam = keyof typeof CENTRE_GUARDS;
export const CENTRE_PARAMS = Object.keys(CENTRE_GUARDS) as CentreParam[];

/**
 * Each centre's screen ids (the spec's page ids, which the addresses keep), registered by its table:
 * `declare module '@/lib/screen-ids' { interface CentreScreenIds { mc: keyof typeof rows } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the centres' tables
export interface CentreScreenIds {}

/** A centre screen's id in the address (`depositv2`). */
export type ScreenId<P extends CentreParam> = P extends keyof CentreScreenIds ? CentreScreenIds[P] & string : never;
export type MemberScreenId = ScreenId<'mc'>;

/** The dialogs an address opens (`?modal=`: the account dialogs, the chat room); their names are their ids. */
export const AUTH_MODALS = [
  'login',
  'register',
  'forgot',
  'changePassword',
  'verify',
  'afterLogin',
  'firstLogin',
  'trial',
  'chatRoom',
] as const;
export type AuthModal = (typeof AUTH_MODALS)[number];
