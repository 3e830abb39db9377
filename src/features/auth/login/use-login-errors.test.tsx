// @vitest-environment happy-dom
// Where a refused login's message goes: under the slider only when the form shows one; with the
// platform's slider off (or on the header form, which has none) it is the form's message, so the
// player sees it.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';
import { renderUi } from '@/ui/test-support/render-ui';

import { useLoginErrors, type LoginErrorView } from './use-login-errors';

function mapWith(error: unknown, sliderShown: boolean): LoginErrorView {
  let view: LoginErrorView | null = null;
  function Probe() {
    view = useLoginErrors()(error, { sliderShown });
    return null;
  }
  renderUi(<Probe />);
  if (!view) throw new Error('not rendered');
  return view;
}

describe('useLoginErrors', () => {
  afterEach(cleanup);
  const refused = new ApiError('business', 'slider.invalid', 200, null);

  it('puts a slider refusal under the slider when the form shows it', () => {
    const view = mapWith(refused, true);
    expect(view.slider).toBeTruthy();
    expect(view.form).toBeNull();
  });

  it('makes a slider refusal the form’s message when no slider is shown', () => {
    const view = mapWith(refused, false);
    expect(view.slider).toBeNull();
    expect(view.form).toBeTruthy();
  });
});
