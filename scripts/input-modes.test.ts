/**
 * Phone keyboards: every field for an amount, a phone number or a one-time code opens
 * the right keyboard (`inputMode`), so nobody types digits on a letter keyboard. Reads the JSX of
 * every client component: a `<Field>` or `<input>` whose label, name or autocomplete names such a
 * value must set `inputMode` (or be `type="tel"`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

// Amounts, stakes, phone numbers, SMS / verification / one-time codes, payment PINs.
const NEEDS_KEYPAD =
  /amount|stake|\bphone|mobile|sms code|verification code|one-time-code|\btel\b|payment password|pin\b/i;

function fieldsWithoutKeypad(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<(Field|input)\b([\s\S]*?)\/>/g)) {
    const attributes = match[2] ?? '';
    if (/inputMode=|type="tel"|type="(checkbox|radio|file|hidden|date|search)"/.test(attributes)) continue;
    const names = [...attributes.matchAll(/(?:label=\{t`|name="|autoComplete=")([^`"]*)/g)].map((m) => m[1]).join(' ');
    // A field that also takes an e-mail address keeps the text keyboard.
    if (NEEDS_KEYPAD.test(names) && !/e-?mail/i.test(names)) found.push(names);
  }
  return found;
}

describe('input modes', () => {
  it('finds a missing inputMode (the check itself works)', () => {
    expect(
      fieldsWithoutKeypad('<Field label={t`Deposit amount`} name="amount" value={a} onChange={b} />'),
    ).toHaveLength(1);
    expect(
      fieldsWithoutKeypad('<Field label={t`Deposit amount`} inputMode="decimal" value={a} onChange={b} />'),
    ).toHaveLength(0);
  });

  it('every amount, phone and code field in the app sets its keyboard', () => {
    const missing = walk(SRC).flatMap((file) =>
      fieldsWithoutKeypad(readFileSync(file, 'utf8')).map((names) => `${path.relative(SRC, file)}: ${names}`),
    );
    expect(missing).toEqual([]);
  });
});
