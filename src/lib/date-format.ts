/** Date display in the spec's fixed formats (notices use yyyy-MM-dd hh:mm:ss, 24-hour). */

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats epoch milliseconds as yyyy-MM-dd HH:mm:ss in the viewer's time zone. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
