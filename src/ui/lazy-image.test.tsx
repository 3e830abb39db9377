// What each lazy-image profile draws first: a game picture's <img> at once (the browser's lazy
// loading), a logo a same-size placeholder until a tenth of it is on screen.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LazyImage } from './lazy-image';

describe('LazyImage', () => {
  it('draws a game picture at once at its own address, lazily below the first screen', () => {
    const html = renderToString(<LazyImage src="https://cdn.example/g.png" alt="Slot" width={160} height={160} />);
    expect(html).toMatch(/<img[^>]*src="https:\/\/cdn.example\/g.png"[^>]*loading="lazy"/);
    expect(html).not.toContain('retry');
  });

  it("holds a logo's place until it shows (one try at threshold 0.1)", () => {
    const html = renderToString(
      <LazyImage src="https://cdn.example/v.png" alt="" width={96} height={40} profile="once" />,
    );
    expect(html).not.toContain('<img');
    expect(html).toMatch(/class="ui-image-pending[^"]*"[^>]*style="width:96px;height:40px"[^>]*aria-hidden="true"/);
  });

  it('loads a first-screen logo at once', () => {
    const html = renderToString(
      <LazyImage src="https://cdn.example/v.png" alt="" width={96} height={40} profile="once" isFirstScreen />,
    );
    expect(html).toMatch(/<img[^>]*loading="eager"/);
  });
});
