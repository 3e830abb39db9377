import { describe, expect, it } from 'vitest';

import { missingTranslations } from './po-missing';

describe('missingTranslations', () => {
  it('lists empty msgstr entries and ignores the header', () => {
    const po = `msgid ""\nmsgstr ""\n"Language: tl\\n"\n\nmsgid "Hello"\nmsgstr "Kumusta"\n\n#. js-lingui-explicit-id\nmsgid "Bye"\nmsgstr ""\n\nmsgid ""\n"Long "\n"text"\nmsgstr ""\n`;
    expect(missingTranslations(po)).toEqual(['Bye', 'Long text']);
  });
});
