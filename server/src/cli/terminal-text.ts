/**
 * What the operator CLI may write to a terminal. Every line it prints goes through `terminalLine`
 * (run-cli.ts wraps the output once, for every command), so stored text (a bank name, a promotion
 * comment, a username) cannot carry terminal control sequences onto the screens operators pay
 * from: colours, cursor moves, clear-screen, title or clipboard escapes, or direction overrides
 * that reorder what is shown. They are written visibly instead (`\u001b`, `\n`), so an operator
 * sees that the text is odd rather than being fooled by it (docs/security.md "Text in and out").
 */

// C0 controls (line breaks included: one call prints one line, so a stored newline cannot start
// a fake row), DEL, C1 controls (8-bit CSI 0x9B among them), the bidi marks, embeddings,
// overrides and isolates, the line and paragraph separators, and the byte-order mark.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const visible = (char: string): string => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of output with every control and direction character written as an escape. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE, visible);
}

/** Output lines that keep their own line structure (usage text, pretty JSON), each made safe. */
export function terminalLines(text: string): string[] {
  return text.split('\n').map(terminalLine);
}
