import { marked } from 'marked';

/**
 * The release notes as HTML, headings one level down so that each release sits under the
 * page's own heading. The HTML still goes through the sanitiser before it shows.
 */
export function releaseNotesHtml(markdown: string): string {
  const withoutTitle = markdown.replace(/^# .*\n/, '');
  return marked.parse(withoutTitle, {
    async: false,
    gfm: true,
    walkTokens: (token) => {
      if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
    },
  });
}
