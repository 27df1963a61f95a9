import { LEGAL_PAGES } from './legal/legal-texts';
import { LegalPageView } from './legal/LegalPageView';
import NotFoundPage from './NotFoundPage';
import type { ShellPageProps } from './shell-page-props';

/**
 * The pages no route lists: the footer's text-only pages, else the not-found page. One chunk,
 * so the shell's route table (on its first load) does not grow with every page of text.
 */
export default function PageByPath(props: ShellPageProps) {
  const legal = LEGAL_PAGES[props.pathname.replace(/\/$/, '')];
  return legal ? <LegalPageView page={legal} /> : <NotFoundPage {...props} />;
}
