/**
 * Builds the platform's Hono app without listening: main.ts serves it, request/response tests
 * call `app.request()`. Middleware order matters: logging and security headers wrap everything,
 * CORS answers preflights before the Merchant check, the static app is mounted last.
 */
import { randomBytes } from 'node:crypto';

import { Hono } from 'hono';

import type { AppDeps } from './app-deps.ts';
import { Refusal } from './domain/refusal.ts';
import { accessLog } from './http/access-log.ts';
import type { AppEnv } from './http/app-env.ts';
import { compressResponse } from './http/compress-response.ts';
import { corsMiddleware } from './http/cors.ts';
import { failResponse, isApiPath, refusalResponse } from './http/envelope-response.ts';
import { merchantGuard } from './http/merchant-guard.ts';
import { requestBodyLimit, requestRateLimit } from './http/request-limits.ts';
import { securityHeaders } from './http/security-headers.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { agentRoutes } from './routes/agent-routes.ts';
import { announcementRoutes } from './routes/announcement-routes.ts';
import { authenticatorRoutes } from './routes/authenticator-routes.ts';
import { builtinGameRoutes } from './routes/builtin-game-routes.ts';
import { captchaRoutes } from './routes/captcha-routes.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { engagementRoutes } from './routes/engagement-routes.ts';
import { gameListRoutes } from './routes/game-list-routes.ts';
import { gameRoutes } from './routes/game-routes.ts';
import { imageRoutes } from './routes/image-routes.ts';
import { lotteryGatewayRoutes } from './routes/lottery-gateway-routes.ts';
import { lotteryPlayRoutes } from './routes/lottery-play-routes.ts';
import { memberRoutes } from './routes/member-routes.ts';
import { messageRoutes } from './routes/message-routes.ts';
import { pointRoutes } from './routes/point-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { promotionRoutes } from './routes/promotion-routes.ts';
import { reportRoutes } from './routes/report-routes.ts';
import { rewardRoutes } from './routes/reward-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { staticRoutes } from './routes/static-routes.ts';
import { systemRoutes } from './routes/system-routes.ts';
import { testRoutes } from './routes/test-routes.ts';
import { verificationRoutes } from './routes/verification-routes.ts';
import { depositRoutes } from './routes/wallet-deposit-routes.ts';
import { walletRoutes } from './routes/wallet-routes.ts';
import { withdrawRoutes } from './routes/wallet-withdraw-routes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The platform app for `deps`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const log = deps.log ?? ((line: string) => console.log(line));

  app.use('*', accessLog(log));
  app.use('*', securityHeaders(deps));
  // dist/ is served precompressed by the static routes; the API and generated art on the fly.
  for (const prefix of ['/wps/*', '/lgw/*', '/lotto/lgw/*', '/TCG_PROD_IMAGES/*']) app.use(prefix, compressResponse());
  app.use('/wps/*', async (c, next) => {
    // Every /wps answer, preflights included; the upstream client stores it as spanId (contract §2).
    const traceId = randomBytes(8).toString('hex');
    await next();
    c.header('x-app-trace-id', traceId);
  });
  for (const prefix of ['/wps/*', '/lgw/*', '/lotto/lgw/*']) app.use(prefix, corsMiddleware(deps));
  if (deps.config.testMode && deps.config.latencyMs > 0) {
    // A slow API domain for the domain-failover test.
    app.use('/wps/*', async (_c, next) => {
      await sleep(deps.config.latencyMs);
      await next();
    });
  }
  app.use('*', requestBodyLimit(deps));
  app.use('/wps/*', merchantGuard());
  for (const prefix of ['/wps/*', '/lgw/*']) app.use(prefix, requestRateLimit(deps));

  app.route('/', sessionRoutes(deps));
  app.route('/', captchaRoutes(deps));
  app.route('/', verificationRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', depositRoutes(deps));
  app.route('/', withdrawRoutes(deps));
  app.route('/', messageRoutes(deps));
  app.route('/', pointRoutes(deps));
  app.route('/', promotionRoutes(deps));
  app.route('/', engagementRoutes(deps));
  app.route('/', reportRoutes(deps));
  app.route('/', rewardRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', authenticatorRoutes(deps));
  app.route('/', agentRoutes(deps));
  app.route('/', systemRoutes(deps));
  app.route('/', announcementRoutes(deps));
  app.route('/', lotteryPlayRoutes(deps));
  app.route('/', lotteryGatewayRoutes(deps));
  app.route('/', gameRoutes(deps));
  app.route('/', gameListRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', builtinGameRoutes(deps));
  app.route('/', imageRoutes(deps));
  app.route('/', adminRoutes(deps));
  if (deps.config.testMode) app.route('/', testRoutes(deps));
  app.route('/', staticRoutes(deps));

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return failResponse(c, 404, 'not.found', 'Not found');
    return c.text('Not found', 404);
  });
  app.onError((error, c) => {
    // Sub-apps register no handler of their own (admin's handles only its own errors), so a
    // refusal thrown anywhere reaches this one and becomes its envelope.
    if (error instanceof Refusal) return refusalResponse(c, error);
    // Full detail goes to the server log only; clients get a stable code, never a stack.
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    if (isApiPath(c.req.path)) return failResponse(c, 500, 'system.not.available', 'System is not available');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
