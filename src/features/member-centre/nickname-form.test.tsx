// @vitest-environment happy-dom
// A profile form on the form layer: the rule's messages under the field (focused), the platform's
// refusal under it with the typed value kept, the tidied nickname sent, and success said.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { draftState } from '@/stores/draft-store';
import { useFakeMutation, type FakeMutationControl } from '@/ui/test-support/fake-mutation';
import { renderUi } from '@/ui/test-support/render-ui';

import { NicknameForm } from './nickname-form';

const control = vi.hoisted((): FakeMutationControl<string> => ({ sent: [], answer: undefined, hold: false }));
vi.mock('@/api/profile/profile-mutations', () => ({ useSetNickname: () => useFakeMutation(control) }));

function setup(answer: unknown) {
  Object.assign(control, { sent: [], answer, hold: false });
  return { control, ...renderUi(<NicknameForm current={null} />) };
}

afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('NicknameForm', () => {
  it('says what is wrong under the field, focused, and sends nothing', async () => {
    const { user, control } = setup({});
    await user.click(screen.getByRole('button', { name: 'Set nickname' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a nickname.');
    expect(document.activeElement).toBe(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), '!x');
    await user.click(screen.getByRole('button', { name: 'Set nickname' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '2 to 20 letters, numbers, spaces, _ - or . (start with a letter or number).',
    );
    expect(control.sent).toEqual([]);
  });

  it('shows a taken nickname under the field and keeps what was typed', async () => {
    const { user } = setup(new ApiError('business', 'exists.nickname.err', 200, null));
    await user.type(screen.getByLabelText('Nickname'), 'Agent One');
    await user.click(screen.getByRole('button', { name: 'Set nickname' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This nickname is already taken.');
    expect(screen.getByLabelText('Nickname')).toHaveProperty('value', 'Agent One');
    expect(draftState.forms.nickname).toEqual({ nickname: 'Agent One' });
  });

  it('sends the tidied nickname and says it was saved', async () => {
    const { user, control } = setup({});
    await user.type(screen.getByLabelText('Nickname'), '  Lucky   Star ');
    await user.click(screen.getByRole('button', { name: 'Set nickname' }));
    expect((await screen.findByRole('status')).textContent).toBe('Nickname saved.');
    expect(control.sent).toEqual(['Lucky Star']);
  });
});
