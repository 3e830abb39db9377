import { describe, expect, it } from 'vitest';

import { enabledProviders, readFirebaseConfig } from './firebase-config';

const web = { apiKey: 'key', authDomain: 'demo-tala.firebaseapp.com', projectId: 'demo-tala' };

describe('the Firebase block of config.json', () => {
  it('is off when absent or malformed, never a broken boot', () => {
    expect(readFirebaseConfig(undefined)).toBeNull();
    expect(readFirebaseConfig({ apiKey: 'key' })).toBeNull();
    expect(readFirebaseConfig('yes')).toBeNull();
    expect(enabledProviders(null)).toEqual([]);
  });

  it('shows only the providers the operator turned on, Google first', () => {
    expect(enabledProviders(readFirebaseConfig(web))).toEqual([]);
    expect(enabledProviders(readFirebaseConfig({ ...web, providers: { facebook: true, google: true } }))).toEqual([
      'google',
      'facebook',
    ]);
    expect(enabledProviders(readFirebaseConfig({ ...web, providers: { facebook: true, google: 'yes' } }))).toEqual([
      'facebook',
    ]);
  });

  it('reads the SMS check and the emulator tolerantly', () => {
    const config = readFirebaseConfig({ ...web, smsCheck: 1, emulatorUrl: 'http://127.0.0.1:9099' });
    expect(config?.smsCheck).toBe(false);
    expect(config?.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(readFirebaseConfig({ ...web, smsCheck: true })?.smsCheck).toBe(true);
  });
});
