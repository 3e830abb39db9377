import { describe, expect, it } from 'vitest';

import { displayName } from './display-names.ts';
import { plainText, singleLineText } from './plain-text.ts';

const refusal = (errorCode: string, field: string) => ({ errorCode, details: { field } });

describe('displayName', () => {
  it('folds compatibility forms (full-width, ligatures) into their plain letters', () => {
    expect(displayName('Ａｄｍｉｎ', 'nickname')).toBe('Admin');
    expect(displayName('  ﬁsh  \u3000 Ⅸ ', 'name')).toBe('fish IX');
  });

  it('keeps one script, whatever it is, and the joiners Indic and Arabic names need', () => {
    for (const name of ['админ', 'Αθηνά', 'Juan Dela Cruz', 'José', 'Nguyễn Văn An', '李小龙', 'क्\u200Dष', 'Lucky 7'])
      expect(displayName(name, 'nickname')).toBe(name.normalize('NFKC'));
  });

  it('refuses Latin mixed with Cyrillic or Greek look-alikes', () => {
    for (const name of ['\u0430dmin', 'p\u0430ypal', 'Adm\u0456n', '\u039fscar', 'Ad\u03bcin'])
      expect(() => displayName(name, 'nickname'), name).toThrow(
        expect.objectContaining(refusal('name.mixed.scripts', 'nickname')),
      );
  });

  it('refuses invisible characters: tags, zero-width, direction marks, fillers', () => {
    const invisible = [
      'admin\u{E0041}\u{E0042}',
      'ad\u200Bmin',
      'ad\u2060min',
      'admin\uFEFF',
      'ad\u00ADmin',
      '\u200Fadmin',
      'ad\u200Dmin',
      '\u3164',
      'a\u3164b',
    ];
    for (const name of invisible)
      expect(() => displayName(name, 'name'), JSON.stringify(name)).toThrow(
        expect.objectContaining(refusal('text.invisible.characters', 'name')),
      );
    expect(() => displayName('x\u202Ey', 'name')).toThrow(
      expect.objectContaining(refusal('text.control.characters', 'name')),
    );
  });
});

describe('tag characters in free text', () => {
  it('refuses them in chat, feedback and one-line text, except in an emoji flag sequence', () => {
    expect(() => plainText('hello\u{E0068}\u{E0069}')).toThrow(
      expect.objectContaining(refusal('text.invisible.characters', 'content')),
    );
    expect(() => singleLineText('Group\u{E0001}', 'name')).toThrow(
      expect.objectContaining(refusal('text.invisible.characters', 'name')),
    );
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(plainText(`Go ${scotland}!`)).toBe(`Go ${scotland}!`);
  });
});
