import { useState } from 'react';
import { NO_PAGE_ACCESS_TITLE, roleLabel, type Role } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { announceSessionChange } from '../session/session-client';
import { switchCurrentRole } from '../session/switch-role';
import { PageFrame } from './page-kit/PageFrame';
import type { ShellPageProps } from './shell-page-props';

interface NoAccessPageProps extends Pick<ShellPageProps, 'platform'> {
  reason: string;
  /** Another of the user's roles that opens the page: offered as a switch, not a dead end. */
  roleThatOpens: Role | null;
}

/**
 * In place of a page the viewer's role may not use: said plainly, with the way home, and the
 * switch to the user's role that may use it when there is one.
 */
export function NoAccessPage({ platform, reason, roleThatOpens }: NoAccessPageProps) {
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const switchRole = async (role: Role) => {
    setSwitching(true);
    setFailure(null);
    try {
      await switchCurrentRole(role);
      // The shell loads the session again and this page gives way to the one asked for.
      announceSessionChange();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not switch role');
    } finally {
      setSwitching(false);
    }
  };
  return (
    <PageFrame title={NO_PAGE_ACCESS_TITLE} titleId="no-access-title">
      <p css={{ margin: '0 0 12px', color: '#334155' }}>{reason}</p>
      {roleThatOpens && (
        <div css={{ margin: '0 0 12px' }}>
          <Button loading={switching} onClick={() => void switchRole(roleThatOpens)}>
            Switch to {roleLabel(roleThatOpens)}
          </Button>
          {failure && (
            <p role="alert" css={{ margin: '8px 0 0', color: '#b91c1c' }}>
              {failure}
            </p>
          )}
        </div>
      )}
      <a
        href="/"
        onClick={(event) => {
          event.preventDefault();
          platform.nav.navigate('/');
        }}
      >
        Go to the home page
      </a>
    </PageFrame>
  );
}
