import { releaseNotesHtml } from './release-notes';

describe('the release notes', () => {
  it('turns each release into a heading under the page’s own, with its list', () => {
    const html = releaseNotesHtml('# Release notes\n\n## Listings\n\n- Search by city\n');
    expect(html).not.toContain('Release notes');
    expect(html).toContain('<h3>Listings</h3>');
    expect(html).toContain('<li>Search by city</li>');
  });
});
