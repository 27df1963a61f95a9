import { screen } from '@testing-library/react';
import { fakePlatform } from '@staydesk/design-system/testing';
import { renderWithTheme } from '../render-with-theme';
import PageByPath from './PageByPath';

const open = (pathname: string) =>
  renderWithTheme(<PageByPath platform={fakePlatform('cleaner')} pathname={pathname} />);

test.each([
  ['/privacy', 'Privacy Policy', 'Cookies and this browser'],
  ['/terms/', 'Terms & Conditions', 'Property information'],
])("the footer's %s page has its text", (pathname, title, section) => {
  open(pathname);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(screen.getByRole('region', { name: section })).toBeVisible();
});

test('any other path is not found', () => {
  open('/privacy-policy');
  expect(screen.getByText('We could not find that page')).toBeVisible();
});
