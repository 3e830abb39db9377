// @vitest-environment happy-dom
// The form layer: messages on blur after a change and on submit (translated by the schema), the
// first field in trouble focused, refusals placed through the one table and kept until their value
// changes, a side request's refusal added to the messages shown, a schema that follows the fields
// on screen, the values kept on error and in the draft, and no second submit while one is on its
// way; chosen values (files) judged at once and kept only when right, values kept on reset when the
// form says so.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { draftState } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { renderUi } from '@/ui/test-support/render-ui';

import { chosen, textField } from './form-rules';
import { useForm } from './use-form';

const schema = v.object({
  amount: v.pipe(v.string(), v.nonEmpty('Enter an amount.'), v.regex(/^\d+$/u, 'Whole numbers only.')),
  code: v.pipe(v.string(), v.nonEmpty('Enter the code.')),
});

function AmountForm({
  send,
  isPending = false,
  sendCode = () => undefined,
}: {
  send: (out: { amount: string; code: string }, fail: (e: unknown) => void) => void;
  isPending?: boolean;
  /** The "Send code" button: the amount is checked first, then this answers (an error: refused). */
  sendCode?: () => unknown;
}) {
  const form = useForm({
    schema,
    initial: { amount: '', code: '' },
    draft: 'test-amount',
    transient: ['code'],
    isPending,
    onSubmit: (out) => send(out, form.fail),
  });
  const onSendCode = () => {
    if (!form.check('amount')) return;
    const answer = sendCode();
    if (answer instanceof Error) form.failAlongside(answer);
  };
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Field label="Amount" {...form.field('amount')} />
      <Field
        label="Code"
        {...form.field('code')}
        addon={
          <button type="button" onClick={onSendCode}>
            Send code
          </button>
        }
      />
      <FormFooter error={form.formError} isPending={isPending} submitLabel="Send" />
    </form>
  );
}

/** A form whose second field shows only when asked: the schema follows what is on screen. */
function OptionalCodeForm({ send }: { send: (out: Record<string, string>) => void }) {
  const [withCode, setWithCode] = useState(false);
  const form = useForm({
    schema: v.object({
      amount: v.pipe(v.string(), v.nonEmpty('Enter an amount.')),
      code: withCode ? v.pipe(v.string(), v.nonEmpty('Enter the code.')) : v.string(),
    }),
    initial: { amount: '', code: '' },
    onSubmit: send,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Field label="Amount" {...form.field('amount')} />
      {withCode && <Field label="Code" {...form.field('code')} />}
      <button type="button" onClick={() => setWithCode(true)}>
        Ask for a code
      </button>
      <FormFooter error={form.formError} isPending={false} submitLabel="Send" />
    </form>
  );
}

afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('useForm', () => {
  it('judges a changed field on blur, not an untouched one, and clears the message once right', async () => {
    const { user } = renderUi(<AmountForm send={vi.fn()} />);
    await user.click(screen.getByLabelText('Amount'));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Amount'), 'x');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Whole numbers only.');
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '5');
    expect(screen.queryByText('Whole numbers only.')).toBeNull();
  });

  it('on submit shows every message, focuses the first field in trouble and sends nothing', async () => {
    const send = vi.fn();
    const { user } = renderUi(<AmountForm send={send} />);
    await user.type(screen.getByLabelText('Amount'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter the code.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked values; the draft keeps the amount but never the code', async () => {
    const send = vi.fn();
    const { user } = renderUi(<AmountForm send={send} />);
    await user.type(screen.getByLabelText('Amount'), '12');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ amount: '12', code: '123456' }, expect.any(Function));
    expect(draftState.forms['test-amount']).toEqual({ amount: '12' });
  });

  it('places a refusal under its field (focused) or in the footer, keeping what was typed', async () => {
    const refusal = new ApiError('business', 'account.balance.not.enough', 200, null);
    const { user } = renderUi(<AmountForm send={(_out, fail) => fail(refusal)} />);
    await user.type(screen.getByLabelText('Amount'), '99');
    await user.type(screen.getByLabelText('Code'), '1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Your available balance is not enough for this amount.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '99');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', '1');
  });

  it('says a refusal with no field in the footer, focused', async () => {
    const refusal = new ApiError('business', 'wallet.is.locked', 200, null);
    const { user } = renderUi(<AmountForm send={(_out, fail) => fail(refusal)} />);
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.type(screen.getByLabelText('Code'), '1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Your wallet is locked. Please contact customer service.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('does nothing on submit while a call is on its way', async () => {
    const send = vi.fn();
    const { user } = renderUi(<AmountForm send={send} isPending />);
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.type(screen.getByLabelText('Code'), '1');
    await user.keyboard('{Enter}');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a refusal when its field is left, and drops it once the value changes', async () => {
    const refusal = new ApiError('business', 'account.balance.not.enough', 200, null);
    const { user } = renderUi(<AmountForm send={(_out, fail) => fail(refusal)} />);
    await user.type(screen.getByLabelText('Amount'), '99');
    await user.type(screen.getByLabelText('Code'), '1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    await user.tab();
    expect(screen.getByText('Your available balance is not enough for this amount.')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '0');
    expect(screen.queryByText('Your available balance is not enough for this amount.')).toBeNull();
  });

  it('does not judge a field when focus moves to a button (the button checks for itself)', async () => {
    const { user } = renderUi(<AmountForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Code'), '1');
    await user.clear(screen.getByLabelText('Code'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByLabelText('Code'));
    await user.click(screen.getByLabelText('Amount'));
    expect(screen.getByRole('alert').textContent).toBe('Enter the code.');
  });

  it('checks one field for a side request, and adds its refusal to the messages shown without moving focus', async () => {
    const taken = new ApiError('business', 'account.balance.not.enough', 200, null);
    const sendCode = vi.fn(() => taken);
    const { user } = renderUi(<AmountForm send={vi.fn()} sendCode={sendCode} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount.');
    expect(sendCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByLabelText('Code'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter the code.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledOnce();
    expect(screen.getByText('Your available balance is not enough for this amount.')).toBeTruthy();
    expect(screen.getByText('Enter the code.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send code' }));
  });

  it('judges a field only while it is on screen', async () => {
    const send = vi.fn();
    const { user } = renderUi(<OptionalCodeForm send={send} />);
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ amount: '5', code: '' });
    await user.click(screen.getByRole('button', { name: 'Ask for a code' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });
});

const filesSchema = v.object({
  note: textField((value) => (value ? null : 'Write a note.')),
  files: chosen((files: readonly File[]) => (files.length > 2 ? 'At most 2 files.' : null)),
});

function FilesForm({ send }: { send: (out: { note: string; files: readonly File[] }) => void }) {
  const form = useForm({
    schema: filesSchema,
    initial: { note: '', files: [] as readonly File[] },
    draft: 'test-files',
    keptOnReset: ['note'],
    onSubmit: (out) => {
      send(out);
      form.reset();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Field label="Note" {...form.field('note')} />
      <label htmlFor="files">Files</label>
      <input
        id="files"
        name="files"
        type="file"
        multiple
        onChange={(e) => form.choose('files', [...form.values.files, ...(e.target.files ?? [])])}
      />
      {form.errors.files && <p role="alert">{form.errors.files}</p>}
      <ul>
        {form.values.files.map((file) => (
          <li key={file.name}>{file.name}</li>
        ))}
      </ul>
      <FormFooter error={form.formError} isPending={false} submitLabel="Send" />
    </form>
  );
}

const pick = (...names: string[]) =>
  fireEvent.change(screen.getByLabelText('Files'), {
    target: { files: names.map((name) => new File(['x'], name, { type: 'image/png' })) },
  });

describe('useForm: chosen values', () => {
  it('takes a choice that passes at once, and refuses one that does not, keeping what was chosen', () => {
    renderUi(<FilesForm send={vi.fn()} />);
    pick('a.png', 'b.png');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a.png', 'b.png']);
    expect(screen.queryByRole('alert')).toBeNull();
    pick('c.png');
    expect(screen.getByRole('alert').textContent).toBe('At most 2 files.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends the files with the text, never drafts them, and keeps the values named on reset', async () => {
    const send = vi.fn();
    const { user } = renderUi(<FilesForm send={send} />);
    await user.type(screen.getByLabelText('Note'), 'hello');
    pick('a.png');
    expect(draftState.forms['test-files']).toEqual({ note: 'hello' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ note: 'hello', files: [expect.any(File)] });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'hello');
    expect(draftState.forms['test-files']).toEqual({ note: 'hello' });
  });
});
