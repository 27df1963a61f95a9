import {
  impersonationRequestSchema,
  maxLengthOf,
  signInRequestSchema,
  teamInvitationRequestSchema,
} from '@staydesk/contracts';
import { renderSurface } from '@staydesk/design-system/testing';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../render-with-theme';
import { ImpersonateForm } from './admin/ImpersonateForm';
import { pageApi } from './page-kit/page-api';
import { SignInPage } from './auth/SignInPage';
import { InviteDialog } from './team/InviteDialog';

const maxLength = (label: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement>(label).maxLength;

test('the sign-in password stops where the sign-in schema does', () => {
  renderWithTheme(<SignInPage />);
  expect(maxLength('Password')).toBe(maxLengthOf(signInRequestSchema.shape.password));
  expect(maxLength('Password')).toBe(200);
});

test("an invitation's address stops where the invitation schema does", async () => {
  renderWithTheme(
    <InviteDialog grantable={['cleaner']} onInvite={async () => undefined} onClose={() => {}} />,
  );
  await screen.findByRole('dialog');
  expect(maxLength('Email')).toBe(maxLengthOf(teamInvitationRequestSchema.shape.email));
});

test('the reason for impersonating stops where the impersonation schema does', () => {
  renderSurface(
    <ImpersonateForm
      user={{
        id: 'user-1',
        name: 'Casey Cleaner',
        email: 'casey@demo.test',
        roles: ['cleaner'],
        active: true,
        isSuperUser: false,
      }}
      endpoint="auth/impersonation"
      onCancel={() => {}}
    />,
    pageApi,
  );
  expect(maxLength(/Why do you impersonate/)).toBe(
    maxLengthOf(impersonationRequestSchema.shape.reason),
  );
});
