/**
 * Member- and operator-typed text kept as plain text: NFC, control characters other than line
 * breaks removed, at most two blank lines in a row, trimmed. The client shows it as text (never
 * as HTML), so markup stays inert; this only keeps invisible junk out of the database.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

export function plainText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
