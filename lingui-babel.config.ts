/**
 * Lingui's macros (`t`, `<Trans>`, `msg`…) are compiled by Babel, in the build and in the unit
 * tests. Babel runs only on files that import a macro: the rest of the app, the server, the
 * contract and the scripts go through Oxc alone. Babel on every file cost the unit tests about a
 * quarter of their transform time and the build a share of its own (docs/performance.md).
 */
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

const LINGUI_MACRO_IMPORT = /@lingui\/(?:core|react)\/macro/;

export function linguiMacroBabel() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: LINGUI_MACRO_IMPORT } },
      }),
    ],
  });
}
