// @vitest-environment happy-dom
// Applying to a promotion on the form layer: the comment's length said when the field is left and
// focused on submit, a refused image (type, size, count) said at once and never added, and the
// platform's refusal of the images placed under them with the comment and the images kept.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { useFakeMutation, type FakeMutationControl } from '@/ui/test-support/fake-mutation';
import { renderUi } from '@/ui/test-support/render-ui';

import { ActivityApplyForm } from './activity-apply-form';

interface Vars {
  promotionId: number;
  comment: string;
  readImages: () => Promise<string[]>;
}
const control = vi.hoisted((): FakeMutationControl<Vars> => ({ sent: [], answer: undefined, hold: false }));
vi.mock('@/api/promotions/promotion-mutations', () => ({ useApplyPromotion: () => useFakeMutation(control) }));

function setup(answer: unknown = {}) {
  Object.assign(control, { sent: [], answer, hold: false });
  return renderUi(<ActivityApplyForm promotionId={4} />);
}

const image = (name: string, type = 'image/png', bytes = 8) => new File([new Uint8Array(bytes)], name, { type });
const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('activity-images'), { target: { files } });
const listed = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('span')?.textContent);

afterEach(cleanup);

describe('ActivityApplyForm', () => {
  it('says a comment over 140 characters is too long when the field is left', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('x'.repeat(141));
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('The comment can be at most 140 characters.');
  });

  it('refuses a GIF, a 6 MB image and a fourth image at once, keeping the images already chosen', () => {
    setup();
    pick(image('win.gif', 'image/gif'));
    expect(screen.getByTestId('activity-images-error').textContent).toBe('Only PNG or JPG images can be uploaded.');
    pick(image('huge.png', 'image/png', 6 * 1024 * 1024));
    expect(screen.getByTestId('activity-images-error').textContent).toBe('Each image must be 5 MB or smaller.');
    expect(listed()).toEqual([]);
    pick(image('a.png'), image('b.jpg', 'image/jpeg'));
    expect(screen.queryByTestId('activity-images-error')).toBeNull();
    pick(image('c.png'), image('d.png'));
    expect(screen.getByTestId('activity-images-error').textContent).toBe('You can upload at most 3 images.');
    expect(listed()).toEqual(['a.png', 'b.jpg']);
  });

  it('on submit focuses the comment in trouble and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Comment'));
    expect(control.sent).toEqual([]);
  });

  it('puts the platform refusing an image under the images, focused, keeping the comment and images', async () => {
    const { user } = setup(new ApiError('business', 'activity.image.size', 200, null));
    await user.type(screen.getByLabelText('Comment'), ' Jackpot! ');
    pick(image('win.png'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(control.sent.map(({ promotionId, comment }) => ({ promotionId, comment }))).toEqual([
      { promotionId: 4, comment: 'Jackpot!' },
    ]);
    expect((await screen.findByTestId('activity-images-error')).textContent).toBe(
      'Each image must be 5 MB or smaller.',
    );
    expect(document.activeElement).toBe(screen.getByTestId('activity-images'));
    expect(screen.getByLabelText('Comment')).toHaveProperty('value', ' Jackpot! ');
    expect(listed()).toEqual(['win.png']);
  });
});
