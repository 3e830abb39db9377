// Shared unit-test setup: an in-memory IndexedDB so idb-keyval works under Node.
import 'fake-indexeddb/auto';

import { i18n } from '@lingui/core';

// The app activates lingui's global instance at boot (src/i18n/activate-locale.ts), and the core
// macros (`plural`, `t` outside components) read it: tests start with English active the same way.
i18n.loadAndActivate({ locale: 'en', messages: {} });
