/**
 * Installs what the browser tests need before they start, as the first step of `npm test`: Chromium,
 * the fonts of every script, WebKit and Firefox for the cross-engine journeys, and firebase-tools for
 * the Auth emulator's journeys (unless TALA_FIREBASE_EMULATOR=0). On a fresh machine these are
 * downloads (apt, npm) that wait on the network, so
 * they run beside typecheck and lint instead of holding up the e2e step. Each is a no-op when present;
 * the runners call them again for a lone `npm run test:e2e`.
 *
 * The Debian packages go in one apt-get run, not one per tool: each run re-reads the package
 * database and runs the triggers (man-db, fontconfig, icon and MIME caches) again, CPU that the
 * lint and unit steps beside this one are waiting for.
 */
import { aptInstall, canInstallPackages } from './apt-install.ts';
import { ensureChromium, missingChromiumPackages } from './ensure-chromium.ts';
import { ensureEngines, missingEnginePackages } from './ensure-engines.ts';
import { ensureFirebaseTools, firebaseEmulatorWanted } from './ensure-firebase-tools.ts';
import { ensureFonts, missingFontPackages } from './ensure-fonts.ts';

const missing = [...missingChromiumPackages(), ...missingFontPackages(), ...missingEnginePackages()];
if (missing.length > 0 && canInstallPackages()) {
  console.log(`Test tools: installing ${missing.join(', ')} from Debian in one go…`);
  aptInstall(missing);
}
ensureChromium();
ensureFonts();
ensureEngines();
if (firebaseEmulatorWanted()) console.log(`firebase-tools: ${ensureFirebaseTools()}`);
