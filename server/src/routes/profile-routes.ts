/**
 * My account (docs/contract.md §15): nickname, avatar (STATIC set or CUSTOM upload, and the images
 * themselves), binding a phone or an e-mail with a code.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import { profileEndpoints } from '#contract/endpoints/profile-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { findMemberById } from '../domain/accounts/member-repository.ts';
import { memberInfo } from '../domain/accounts/member-views.ts';
import { customAvatarImage, memberAvatar, setAvatar } from '../domain/profile/avatars.ts';
import { bindContact, sendBindCode } from '../domain/profile/contact-binding.ts';
import { setNickname } from '../domain/profile/nickname.ts';
import { renderStaticAvatar, STATIC_AVATAR_CODES, staticAvatarPath } from '../domain/profile/static-avatars.ts';
import { accountContext } from '../http/account-context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { limitBody, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';
import { requireSession } from '../http/require-session.ts';
import { fileName, routeInput } from '../http/route-input.ts';

// Images load in <img> from the app's origin or an image CDN (as vendor logos).
const IMAGE_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
};

// The avatar pictures' names (`A01.png`, an upload's key); one that names no picture reads as undefined (404).
const StaticAvatarParams = v.object({ file: fileName(/^(A\d{2})\.png$/) });
const CustomAvatarParams = v.object({ key: fileName(/^[0-9a-f]{48}$/) });

export function profileRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of [
    '/wps/member/nickname',
    '/wps/member/info/icon',
    '/wps/member/bind',
    '/wps/member/bind/*',
    '/wps/relay/MCSFE_getPlayerAvatar',
  ])
    app.use(path, noStore());
  const session = requireSession(deps);
  const now = clock(deps);
  const freshInfo = async (c: Context<AppEnv>) => {
    const member = await findMemberById(deps.db, c.get('session').member.id);
    if (!member) throw new Error('the session member is gone');
    return memberInfo(member, now());
  };

  serve(app, profileEndpoints.nickname, session, async (c, { nickname }) => {
    await setNickname(deps.db, c.get('session').member.id, nickname);
    return c.json(ok(await freshInfo(c)));
  });

  serve(app, profileEndpoints.avatar, session, async (c) =>
    c.json(ok(await memberAvatar(deps.db, c.get('session').member.id))),
  );
  serve(app, profileEndpoints.setAvatar, session, limitBody(1_500_000), async (c, body) => {
    return c.json(ok(await setAvatar(deps.db, c.get('session').member.id, body, now())));
  });
  serve(app, profileEndpoints.staticAvatars, session, (c) =>
    Promise.resolve(
      c.json(ok({ list: STATIC_AVATAR_CODES.map((code) => ({ code, avatar: staticAvatarPath(code) })) })),
    ),
  );

  // A trial member binds no phone or e-mail: with neither it can never sign in again, so the
  // trial ends with its session (docs/security.md "Free trial").
  const realMember = requireMoneySession(deps);
  serve(app, profileEndpoints.bindCode, realMember, async (c, body) => {
    return c.json(ok(await sendBindCode(accountContext(c, deps), c.get('session').member, body)));
  });
  serve(app, profileEndpoints.bind, realMember, encryptedBody(deps.rsaKeys), async (c, body) => {
    await bindContact(accountContext(c, deps), c.get('session').member, body);
    return c.json(ok(await freshInfo(c)));
  });

  app.get('/TCG_PROD_IMAGES/AVATAR/STATIC/:file', (c) => {
    const code = routeInput(c, { params: StaticAvatarParams }).params.file;
    const png = code ? renderStaticAvatar(code) : null;
    if (!png) return c.text('Not found', 404, IMAGE_HEADERS);
    return c.body(new Uint8Array(png), 200, {
      ...IMAGE_HEADERS,
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  app.get('/TCG_PROD_IMAGES/AVATAR/CUSTOM/:key', async (c) => {
    const { key } = routeInput(c, { params: CustomAvatarParams }).params;
    const image = key ? await customAvatarImage(deps.db, key) : null;
    if (!image) return c.text('Not found', 404, IMAGE_HEADERS);
    // A new upload gets a new key, so a key's image never changes.
    return c.body(new Uint8Array(image.bytes), 200, {
      ...IMAGE_HEADERS,
      'Content-Type': image.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}
