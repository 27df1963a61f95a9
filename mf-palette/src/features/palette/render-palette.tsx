import { PALETTE_OPEN_EVENT, type PaletteOpenDetail, type Role } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform } from '@staydesk/design-system/testing';
import { act, render, screen } from '@testing-library/react';
import { PaletteLauncher } from './PaletteLauncher';

export function renderPalette(role: Role = 'admin') {
  const platform = fakePlatform(role);
  render(
    <DesignSystemProvider>
      <PaletteLauncher platform={platform} />
    </DesignSystemProvider>,
  );
  return platform;
}

export function askToOpen(detail: PaletteOpenDetail = {}) {
  act(() => {
    window.dispatchEvent(new CustomEvent(PALETTE_OPEN_EVENT, { detail }));
  });
}

/** Lazy chunks load on first use: the first find waits longer than the default second. */
export const LOADING = { timeout: 15_000 };

export const findPalette = () => screen.findByRole('dialog', { name: 'Command palette' }, LOADING);

export const optionNames = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('span')?.textContent);
