/** Help centre: sections with their articles (server HTML, sanitised), then feedback and complaints. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { systemQueries } from '@/api/system/system-queries';
import { useScreenOn } from '@/hooks/use-platform-data';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { QueryState } from '@/ui/query-state';

import { FeedbackSection } from './feedback-section';

export function HelpPage() {
  const { t, i18n } = useLingui();
  const help = useQuery(systemQueries.helpCenter(i18n.locale));
  // FEEDBACK3 (`src/lib/screen-switches.ts`): off, no feedback form.
  const hasFeedback = useScreenOn('feedback');
  return (
    <section className="page help-page">
      <h1>{t`Help centre`}</h1>
      <QueryState query={help} isEmpty={(data) => data.length === 0} emptyText={t`No help articles yet.`}>
        {(sections) =>
          [...sections]
            .sort((a, b) => a.sequence - b.sequence)
            .map((section) => (
              <section key={section.id} className="help-section">
                <h2 dir="auto">{section.title}</h2>
                {section.items.map((article) => (
                  <details key={article.id} className="help-article">
                    <summary dir="auto">{article.title}</summary>
                    <div
                      className="rich-text"
                      dir="auto"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }}
                    />
                  </details>
                ))}
              </section>
            ))
        }
      </QueryState>
      {hasFeedback && <FeedbackSection />}
    </section>
  );
}
