/**
 * The demo catalogue's generated game names in the 22 platform languages added to the spec's 8
 * (issue #27). Each language has its own word order and, where adjectives agree with their noun
 * (Romance languages, German, Russian, Arabic, Roman Urdu), the noun's gender and the adjective's
 * forms. Rows follow the order of `ADJECTIVES` and `NOUNS` in game-names.ts (Golden, Lucky, Royal,
 * Wild, Mystic, Mega, Blazing, Jade; Dragon, Tiger, Fortune, … as there): South, South-East and
 * East Asia in game-names-asia.ts, the others in game-names-west.ts.
 */

import type { GameLanguage } from '../domain/games/game-language.ts';
import { ASIA_WORDS } from './game-names-asia.ts';
import { WEST_WORDS } from './game-names-west.ts';
import type { NounKind } from './game-names.ts';

export type Gender = 'm' | 'f' | 'n';
/** A noun: the word, followed by `:m`, `:f` or `:n` (its gender) where the language's adjectives agree. */
export type Noun = string;
/** An adjective: one form, or its form per gender (a missing neuter takes the masculine). */
export type Adjective = string | { readonly m: string; readonly f: string; readonly n?: string };

export interface WordTable {
  /** The noun comes before its adjective ("Naga Emas", "Dragón Dorado", "التنين الذهبي"). */
  readonly nounFirst: boolean;
  /** Between the two words: a space, or nothing (Chinese). */
  readonly joiner?: string;
  /** The noun as it stands before an adjective (Persian's ezafe); the noun itself when absent. */
  readonly linked?: (noun: string) => string;
  readonly adjectives: readonly Adjective[];
  readonly nouns: Readonly<Record<NounKind, readonly Noun[]>>;
}

/** The 22 languages' tables. */
export type MoreLanguage = Exclude<GameLanguage, 'TY' | 'EN' | 'CN' | 'JA' | 'TH' | 'VI' | 'HI' | 'KO'>;

export const MORE_WORDS: Readonly<Record<MoreLanguage, WordTable>> = { ...ASIA_WORDS, ...WEST_WORDS };

/** The adjective's form for the noun's gender. */
function agree(adjective: Adjective, gender: Gender): string {
  if (typeof adjective === 'string') return adjective;
  return gender === 'n' ? (adjective.n ?? adjective.m) : adjective[gender];
}

/** A name in one of these languages: the noun alone (`adjective === null`) or with its adjective, in the language's order. */
export function moreName(table: WordTable, kind: NounKind, adjective: number | null, noun: number): string {
  const nouns = table.nouns[kind];
  const entry = nouns[noun % nouns.length] as Noun;
  const marked = /^(.*):([mfn])$/.exec(entry);
  const [word, gender] = marked ? [marked[1] as string, marked[2] as Gender] : [entry, 'm' as const];
  if (adjective === null) return word;
  const form = agree(table.adjectives[adjective % table.adjectives.length] as Adjective, gender);
  const joiner = table.joiner ?? ' ';
  return table.nounFirst ? `${table.linked ? table.linked(word) : word}${joiner}${form}` : `${form}${joiner}${word}`;
}
