import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import './styles/app.css';
import './styles/ui-parts.css';
import './styles/fonts.css';
import './styles/auth.css';
import './styles/wallet.css';

import { boot } from './app/boot';
import { showBootFailure } from './app/boot-failure';
import { Providers } from './app/providers';
import { listenForInstallPrompt } from './stores/install-store';

const container = document.getElementById('root') as HTMLElement;
// Before boot: Chromium may fire beforeinstallprompt while the app is still loading.
listenForInstallPrompt();

boot().then(
  ({ queryClient, router }) => {
    const root = createRoot(container);
    // A transition: React renders the first screen in slices that yield to the browser instead of
    // one long task (total blocking time on a mid-range phone).
    startTransition(() => {
      root.render(
        <StrictMode>
          <Providers queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => showBootFailure(container, error),
);
