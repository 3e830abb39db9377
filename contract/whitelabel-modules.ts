/**
 * Whitelabel modules whose rule both the client and the platform apply, named once so the two
 * cannot follow different switches (the forgot-by-mobile tab followed CHNGPASSVERIF3
 * while the platform gated the reset on PWRESETSMS3).
 */

/**
 * Password reset by phone: the forgot dialog's mobile tab (spec §2: "mobile tab only when
 * CHNGPASSVERIF3 is on"), the `forgot` SMS code and `POST /wps/member/password/verification`
 * (contract §4.2 lists that path under CHNGPASSVERIF3). PWRESETSMS3 belongs to the other reset
 * path, `/wps/member/password/sms`, which neither side uses.
 */
export const RESET_BY_PHONE_MODULE = 'CHNGPASSVERIF3';
