/**
 * Building blocks of the rows' `request` schemas. A GET's query reaches the platform as text, so
 * every query value reads text; the client may pass a number where the platform reads one (its
 * call options are typed from these schemas, so a wrong key does not compile). A number the platform
 * cannot do without (a page, an id) is parsed here and refused naming its field; the other filters
 * stay text and the platform's own rules check them (dates, codes), as they always did.
 */
import * as v from 'valibot';

/** Nothing read: a GET without a query of its own, a POST without a body. Unknown keys are ignored. */
export const NoInput = v.object({});

/** A query value the platform reads as text; the client may send a number. */
export const QueryText = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));

/** A whole number of at most `digits` digits, at least `min`, text on the wire; '' reads as absent. */
/* @__NO_SIDE_EFFECTS__ */
export function queryNumber(rule: string, min = 0, digits = 9) {
  const pattern = new RegExp(`^\\d{1,${digits}}$`);
  return v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(String),
      v.check((text) => text === '' || (pattern.test(text) && Number(text) >= min), rule),
      v.transform((text) => (text === '' ? undefined : Number(text))),
    ),
  );
}

/** `pageNo` and `pageSize`: from 1, six digits at most (the platform caps the size). */
const QueryPage = queryNumber('a positive whole number', 1, 6);
export const PageQuery = { pageNo: QueryPage, pageSize: QueryPage };

/** The platform language of the texts (`language`, or `lang` for older bundles; else the Language header). */
export const LanguageQuery = { language: QueryText, lang: QueryText };

/** A report's period: epoch milliseconds, an ISO date-time or a date, checked by the platform. */
export const PeriodQuery = { from: QueryText, to: QueryText };

/** A record's id in the path (`:id`), a whole number of at most nine digits. */
/* @__NO_SIDE_EFFECTS__ */
export function idParams(rule: string) {
  return v.object({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,9}$/, rule), v.transform(Number)),
  });
}
