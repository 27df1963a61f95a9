import { PageFrame } from '../page-kit/PageFrame';
import type { LegalPage } from './legal-texts';

export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <PageFrame title={page.title} titleId="legal-title">
      <div css={{ maxWidth: 720 }}>
        {page.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h2 css={{ fontSize: 16, margin: '16px 0 4px' }}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} css={{ margin: '0 0 8px', color: '#334155' }}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
