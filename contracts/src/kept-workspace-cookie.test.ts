import { KEPT_WORKSPACE_COOKIE, keptWorkspaceIn } from './kept-workspace-cookie';

const cookie = (value: string) => `sid=abc; ${KEPT_WORKSPACE_COOKIE}=${value}; csrf_token=x`;

describe('the kept workspace a Cookie header names', () => {
  it.each([
    [encodeURIComponent('u1:c1|Europe/Paris'), { owner: 'u1:c1', timeZone: 'Europe/Paris' }],
    [
      encodeURIComponent('6543a1:6543b2|America/Argentina/Buenos_Aires'),
      { owner: '6543a1:6543b2', timeZone: 'America/Argentina/Buenos_Aires' },
    ],
    // A time zone this runtime does not know: the owner still counts, the dates stay the server's.
    [encodeURIComponent('u1:c1|Mars/Olympus_Mons'), { owner: 'u1:c1', timeZone: undefined }],
    [encodeURIComponent('u1:c1|Europe/Paris<script>'), { owner: 'u1:c1', timeZone: undefined }],
  ])('reads %s', (value, kept) => {
    expect(keptWorkspaceIn(cookie(value))).toEqual(kept);
  });

  it.each([
    'sid=abc',
    cookie(''),
    cookie('%E0%A4%A'),
    cookie(encodeURIComponent('not an owner|UTC')),
    cookie(encodeURIComponent(`u1:c1|${'A'.repeat(300)}`)),
  ])('finds none in %s', (header) => {
    expect(keptWorkspaceIn(header)).toBeUndefined();
  });
});
