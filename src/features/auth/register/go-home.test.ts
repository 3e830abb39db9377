import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { RootSearchSchema } from '@/lib/root-search';

import { homeSearch } from './use-finish-and-go-home';

function makeRouter(initial: string) {
  const root = createRootRoute({ validateSearch: RootSearchSchema });
  const routes = ['/', '/register', '/promotions'].map((path) => createRoute({ getParentRoute: () => root, path }));
  const history = createMemoryHistory({ initialEntries: [initial] });
  return {
    router: createRouter({ routeTree: root.addChildren(routes), history, isServer: false, origin: 'http://localhost' }),
    history,
  };
}

// useFinishAndGoHome runs finish's `open(next, { replace: true })` and then the '/' navigation in one tick.
async function finishThenGoHome(router: ReturnType<typeof makeRouter>['router'], next: 'afterLogin' | 'firstLogin') {
  const opened = router.navigate({
    to: '.',
    search: (prev: Record<string, unknown>) => ({ ...prev, modal: next }),
    replace: true,
  } as never);
  const home = router.navigate({ to: '/', search: homeSearch, replace: true } as never);
  await Promise.all([opened, home]);
}

describe('finish then go home', () => {
  it('lands on / with the overlay finish opened, from the /register path', async () => {
    const { router } = makeRouter('/register?referralCode=abc');
    await router.load();
    await finishThenGoHome(router, 'firstLogin');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ modal: 'firstLogin' });
  });

  it('replaces the register entry, so Back returns to the page under the dialog', async () => {
    const { router, history } = makeRouter('/promotions');
    await router.load();
    await router.navigate({ to: '.', search: { modal: 'register' } } as never);
    await finishThenGoHome(router, 'afterLogin');
    expect(router.state.location.href).toBe('/?modal=afterLogin');
    history.back();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.location.pathname).toBe('/promotions');
    expect(history.location.search).toBe('');
  });
});
