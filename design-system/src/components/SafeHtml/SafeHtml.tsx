import { css, type Theme } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { loadedHtmlSanitizer, loadHtmlSanitizer } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** HTML from data (a listing's access instructions, a message): sanitised before it shows. */
  html: string;
  className?: string;
}

const contentStyle = (theme: Theme) => css`
  font-size: ${theme.typography.sizes.sm};
  line-height: ${theme.typography.lineHeights.normal};
  color: ${theme.colors.text.primary};
  overflow-wrap: anywhere;
  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 ${theme.space[2]};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]};
  }
  h3,
  h4,
  h5,
  h6 {
    margin: ${theme.space[3]} 0 ${theme.space[1]};
    font-size: ${theme.typography.sizes.sm};
    font-weight: ${theme.typography.weights.semibold};
  }
  blockquote {
    padding-left: ${theme.space[3]};
    border-left: 3px solid ${theme.colors.border.subtle};
    color: ${theme.colors.text.secondary};
  }
  code,
  pre {
    font-family: ${theme.typography.monoFamily};
  }
  pre {
    white-space: pre-wrap;
  }
  a {
    color: ${theme.colors.text.link};
  }
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

function useHtmlSanitizer() {
  const [sanitize, setSanitize] = useState(loadedHtmlSanitizer);
  useEffect(() => {
    if (!sanitize) void loadHtmlSanitizer().then((loaded) => setSanitize(() => loaded));
  }, [sanitize]);
  return sanitize;
}

/**
 * Renders HTML that comes from data, only after DOMPurify has kept what is safe: formatting,
 * lists and links (opening in a new tab, without opener or referrer). Scripts, event handlers,
 * styles and javascript: links never reach the page. Nothing shows until the sanitizer loaded.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const sanitize = useHtmlSanitizer();
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  if (clean === undefined) return null;
  return (
    <div css={contentStyle} className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
