import { render, screen, within } from '@testing-library/react';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform } from '@staydesk/design-system/testing';
import { DRAWN_ITEMS_ID } from './home-tasks';
import Inbox from './inbox/Inbox';
import { inboxAnswerOf } from './inbox/inbox-answer';
import { prepareInboxItems } from './inbox/use-inbox-items';
import { pageCovered, whenPageUncovered } from './page-covered';

function showUrl(url: string) {
  window.history.pushState(null, '', url);
}

function asPhone(phone: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => showUrl('/'));

describe('pageCovered', () => {
  it('is true under the execution view, on any screen', () => {
    asPhone(false);
    showUrl('/?task=t1&execution=true');
    expect(pageCovered()).toBe(true);
  });

  it("is true under a task's panels on a phone only", () => {
    asPhone(true);
    showUrl('/?task=t1');
    expect(pageCovered()).toBe(true);
    showUrl('/?task=t1&marketplace=true');
    expect(pageCovered()).toBe(true);
    asPhone(false);
    expect(pageCovered()).toBe(false);
    showUrl('/?task=t1');
    expect(pageCovered()).toBe(false);
  });

  it('is false with no surface open', () => {
    asPhone(true);
    showUrl('/');
    expect(pageCovered()).toBe(false);
  });
});

describe('whenPageUncovered', () => {
  it('settles at once when nothing covers the page', async () => {
    asPhone(true);
    showUrl('/');
    await expect(whenPageUncovered()).resolves.toBeUndefined();
  });

  it('settles once the covering surface closes, not before', async () => {
    asPhone(true);
    showUrl('/?task=t1&execution=true');
    let settled = false;
    const uncovered = whenPageUncovered().then(() => (settled = true));
    // Back to the task's panel: still covering on a phone.
    showUrl('/?task=t1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(settled).toBe(false);
    showUrl('/');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await uncovered;
    expect(settled).toBe(true);
  });
});

test('a drawn inbox under the execution view comes to life once the view has closed, then reads again', async () => {
  asPhone(false);
  showUrl('/?task=t1&execution=true');
  const drawn = document.createElement('script');
  drawn.type = 'application/json';
  drawn.id = DRAWN_ITEMS_ID;
  drawn.textContent = JSON.stringify(inboxAnswerOf('Drawn row'));
  document.body.append(drawn);
  let prepared = false;
  const preparing = prepareInboxItems().then(() => (prepared = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(prepared).toBe(false);
  showUrl('/?task=t1');
  window.dispatchEvent(new PopStateEvent('popstate'));
  await preparing;
  expect(prepared).toBe(true);

  // The drawn rows first, as the server drew them; then what changed while the view was open.
  const platform = fakePlatform('admin');
  platform.apiFetch = jest.fn(async () => ({
    ok: true,
    json: async () => inboxAnswerOf('Changed meanwhile'),
  })) as unknown as typeof platform.apiFetch;
  render(
    <DesignSystemProvider>
      <Inbox platform={platform} />
    </DesignSystemProvider>,
  );
  const list = screen.getByRole('list', { name: 'Inbox' });
  expect(within(list).getByText('Drawn row')).toBeVisible();
  expect(await within(list).findByText('Changed meanwhile')).toBeVisible();
  expect(platform.apiFetch).toHaveBeenCalledTimes(1);
});
