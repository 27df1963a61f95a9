import { KEPT_WORKSPACE_COOKIE } from '@staydesk/contracts';

const YEAR_SECONDS = 365 * 24 * 3_600;

const writeCookie = (value: string, maxAge: number) => {
  document.cookie = `${KEPT_WORKSPACE_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
};

/** Notes the kept workspace and this browser's time zone (it may travel: noted on each visit). */
export function rememberKeptWorkspace(owner: string): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  writeCookie(encodeURIComponent(`${owner}|${zone}`), YEAR_SECONDS);
}

/** The workspace is no longer all kept: the next load shows the boot loader, not the server's view. */
export const forgetKeptWorkspace = (): void => writeCookie('', 0);
