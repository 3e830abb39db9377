/**
 * The page body of a route whose screen ships with a later feature. The route, its chrome and its
 * title are real; the body says plainly that the section is not open yet rather than faking it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const TITLES = {
  vip: msg`VIP`,
  promoDetail: msg`Promotion details`,
  pointMall: msg`Points mall`,
  lottery: msg`Lottery`,
  vnlottery: msg`Vietnamese lottery`,
  seamless: msg`Lottery`,
  game: msg`Game`,
} satisfies Record<string, MessageDescriptor>;

export type SectionName = keyof typeof TITLES;

export function SectionPage({ section }: { section: SectionName }) {
  const { i18n } = useLingui();
  return (
    <section className="page section-page" data-section={section}>
      <h1>{i18n._(TITLES[section])}</h1>
      <p>
        <Trans>This section is not open yet in this version of the app.</Trans>
      </p>
      <Link to="/" className="button button--ghost">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
