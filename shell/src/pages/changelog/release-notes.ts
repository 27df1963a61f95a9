import { marked } from 'marked';

/**
 * The release notes as HTML, without their own title: the page's heading takes its place, so
 * each release ('##') is a second-level heading right under it. The HTML still goes through
 * the sanitiser before it shows.
 */
export function releaseNotesHtml(markdown: string): string {
  const withoutTitle = markdown.replace(/^# .*\n/, '');
  return marked.parse(withoutTitle, { async: false, gfm: true });
}
