import { describe, expect, it } from 'vitest';

import { PLATFORM_LANGUAGE_CODES } from '../domain/platform-languages.ts';
import { MORE_WORDS } from './game-names-more.ts';
import { generatedNames, NOUNS, type NounKind } from './game-names.ts';

const WITH_ADJECTIVES: readonly NounKind[] = ['SLOT', 'TABLE', 'FISH'];

describe("the demo vendors' generated game names (issue #27)", () => {
  it('has every word in every language: as many adjectives and nouns of each kind as the English table', () => {
    for (const [language, table] of Object.entries(MORE_WORDS)) {
      expect(table.adjectives.length, language).toBe(8);
      for (const kind of Object.keys(NOUNS) as NounKind[]) {
        expect(table.nouns[kind].length, `${language} ${kind}`).toBe(NOUNS[kind].length);
      }
    }
  });

  it('names every game in all 30 platform languages, in their own words, not English', () => {
    for (const kind of WITH_ADJECTIVES) {
      for (let a = 0; a < 8; a++) {
        for (let n = 0; n < NOUNS[kind].length; n++) {
          const names = generatedNames(kind, a, n);
          expect(Object.keys(names).sort()).toEqual([...PLATFORM_LANGUAGE_CODES].sort());
          for (const [language, name] of Object.entries(names)) {
            expect(name.trim(), `${kind} ${a} ${n} ${language}`).toBe(name);
            if (language !== 'EN') expect(name, `${kind} ${a} ${n} ${language}`).not.toBe(names.EN);
          }
        }
      }
    }
    // Names of other scripts are written in their script.
    const scripts: Record<string, RegExp> = {
      TW: /\p{Script=Han}/u,
      MY: /\p{Script=Myanmar}/u,
      KM: /\p{Script=Khmer}/u,
      LO: /\p{Script=Lao}/u,
      BN: /\p{Script=Bengali}/u,
      TA: /\p{Script=Tamil}/u,
      TE: /\p{Script=Telugu}/u,
      MR: /\p{Script=Devanagari}/u,
      NE: /\p{Script=Devanagari}/u,
      SI: /\p{Script=Sinhala}/u,
      RU: /\p{Script=Cyrillic}/u,
      AR: /\p{Script=Arabic}/u,
      FA: /\p{Script=Arabic}/u,
    };
    for (const kind of Object.keys(NOUNS) as NounKind[]) {
      for (let n = 0; n < NOUNS[kind].length; n++) {
        const names = generatedNames(kind, null, n);
        for (const [language, script] of Object.entries(scripts)) {
          const name = names[language as keyof typeof names];
          // Some markets know an e-sports title by its published Latin name (Dota 2 in Taiwan, all of them in Myanmar).
          if (kind === 'ESPORT' && name === names.EN) continue;
          expect(name, `${kind} ${n} ${language}`).toMatch(script);
        }
      }
    }
  });

  it("joins the words in each language's order, with agreement and Persian's ezafe", () => {
    // Golden (0) with Dragon (0), Fortune (2), Empire (5); Mermaid (FISH 4); Shark (FISH 2).
    const dragon = generatedNames('SLOT', 0, 0);
    const fortune = generatedNames('SLOT', 0, 2);
    const empire = generatedNames('SLOT', 0, 5);
    const mermaid = generatedNames('FISH', 0, 4);
    const shark = generatedNames('FISH', 0, 2);
    expect([dragon.TW, dragon.ID, dragon.ES, dragon.FR, dragon.DE, dragon.RU, dragon.AR, dragon.FA]).toEqual([
      '黃金龍',
      'Naga Emas',
      'Dragón Dorado',
      "Dragon d'Or",
      'Goldener Drache',
      'Золотой Дракон',
      'التنين الذهبي',
      'اژدهای طلایی',
    ]);
    expect([fortune.ES, fortune['PT-BR'], fortune.RU, fortune['UR-LA'], fortune.DE]).toEqual([
      'Fortuna Dorada',
      'Fortuna Dourada',
      'Золотая Фортуна',
      'Sunehri Daulat',
      'Goldene Fortuna',
    ]);
    expect([empire.DE, empire.RU]).toEqual(['Goldenes Imperium', 'Золотая Империя']);
    expect(mermaid.AR).toBe('الحورية الذهبية');
    expect(shark.FA).toBe('کوسه\u200cی طلایی');
  });
});
