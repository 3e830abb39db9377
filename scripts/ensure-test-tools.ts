/**
 * Installs what the browser tests need before they start, as the first step of `npm test`: Chromium,
 * the fonts of every script, nginx for the release test, WebKit and Firefox for the cross-engine journeys, and firebase-tools for
 * the Auth emulator's journeys (unless TALA_FIREBASE_EMULATOR=0). On a fresh machine these are
 * downloads (apt, npm) that wait on the network, so
 * they run beside typecheck and lint instead of holding up the e2e step. Each is a no-op when present;
 * the runners call them again for a lone `npm run test:e2e`.
 */
import { ensureChromium } from './ensure-chromium.ts';
import { ensureEngines } from './ensure-engines.ts';
import { ensureFirebaseTools, firebaseEmulatorWanted } from './ensure-firebase-tools.ts';
import { ensureFonts } from './ensure-fonts.ts';
import { ensureNginx } from './ensure-nginx.ts';

ensureChromium();
ensureFonts();
ensureNginx();
ensureEngines();
if (firebaseEmulatorWanted()) console.log(`firebase-tools: ${ensureFirebaseTools()}`);
