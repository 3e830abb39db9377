/**
 * The nginx site configuration operators copy from docs/deploy.md: the fenced block after the
 * `<!-- nginx-site.conf -->` marker. The release ships it as `nginx-site.conf` and the nginx e2e
 * test serves the release with it, so the page, the file and the tested server cannot drift apart.
 */
const MARKER = '<!-- nginx-site.conf -->';

export function nginxSiteFromDocs(markdown: string): string {
  const at = markdown.indexOf(MARKER);
  if (at < 0) throw new Error(`docs/deploy.md has no ${MARKER} marker before the nginx site block`);
  const block = /```nginx\n([\s\S]*?)```/u.exec(markdown.slice(at));
  if (!block?.[1]) throw new Error(`docs/deploy.md: no \`\`\`nginx block after ${MARKER}`);
  return block[1];
}
