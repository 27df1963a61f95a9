import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SafeHtml } from './SafeHtml';
import { loadHtmlSanitizer } from './sanitizeHtml';

const sanitize = async (html: string) => (await loadHtmlSanitizer())(html);

describe('sanitizing HTML from data', () => {
  it('keeps formatting, lists and line breaks', async () => {
    const html =
      '<p>Lockbox by the <strong>side door</strong>, code <em>4100</em>.</p><ul><li>Park</li></ul><br>';
    expect(await sanitize(html)).toBe(html);
  });

  it('drops script elements with their content', async () => {
    expect(await sanitize('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('drops event handlers', async () => {
    expect(await sanitize('<p onclick="alert(1)" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(await sanitize('<img src="x" onerror="alert(1)">')).toBe('');
    expect(await sanitize('<svg onload="alert(1)"><circle r="1"></circle></svg>')).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('drops the link target %j', async (href) => {
    expect(await sanitize(`<a href="${href}">open</a>`)).toBe('<a>open</a>');
  });

  it('opens web, e-mail and phone links in a new tab without opener or referrer', async () => {
    const container = document.createElement('div');
    container.innerHTML = await sanitize(
      '<a href="https://maps.example.com/?q=1" target="_self" rel="opener">map</a>' +
        '<a href="mailto:host@example.com">mail</a><a href="tel:+15550100">call</a>',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://maps.example.com/?q=1',
      'mailto:host@example.com',
      'tel:+15550100',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('drops styles, frames, forms and attributes outside the allow-list', async () => {
    expect(await sanitize('<style>body{display:none}</style><p style="color:red">a</p>')).toBe(
      '<p>a</p>',
    );
    expect(await sanitize('<iframe src="https://example.com"></iframe><object></object>')).toBe('');
    expect(await sanitize('<form action="/x"><input name="a"><button>Go</button></form>')).toBe(
      'Go',
    );
    expect(await sanitize('<p id="root" class="x" data-role="y" aria-hidden="true">a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it('keeps the text of tags it does not allow', async () => {
    expect(await sanitize('<h1>Access</h1><div><span>Gate 2</span></div>')).toBe('AccessGate 2');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML', async () => {
    const { container } = renderWithTheme(
      <SafeHtml html={'<p>Code <strong>4100</strong></p><img src="x" onerror="alert(1)">'} />,
    );

    expect(await screen.findByText('4100')).toContainHTML('<strong>4100</strong>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('shows new HTML when it changes', async () => {
    const { rerender } = renderWithTheme(<SafeHtml html="<p>first</p>" />);
    expect(await screen.findByText('first')).toBeInTheDocument();

    rerender(<SafeHtml html={'<p>second <a href="javascript:alert(1)">link</a></p>'} />);

    expect(screen.getByText('second', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
  });
});
