import { screen } from '@testing-library/react';
import { fakeSession } from '@staydesk/design-system/testing';
import { renderWithTheme } from '../render-with-theme';
import HintBar from './HintBar';

const hintTexts = () =>
  screen.getByRole('complementary', { name: 'Keyboard shortcuts' }).textContent ?? '';

describe('the keyboard hints', () => {
  it('name every shortcut for a manager', () => {
    renderWithTheme(<HintBar session={fakeSession('admin')} />);
    expect(hintTexts()).toMatch(/E marks done.*C creates new.*asks the AI/);
  });

  it('leave out what field staff cannot do', () => {
    renderWithTheme(<HintBar session={fakeSession('cleaner')} />);
    expect(hintTexts()).toContain('H sets a reminder');
    expect(hintTexts()).not.toMatch(/marks done|creates new|asks the AI/);
  });

  it('leave out C and E for a partner, who may still ask the AI', () => {
    renderWithTheme(<HintBar session={fakeSession('partner')} />);
    expect(hintTexts()).toContain('asks the AI');
    expect(hintTexts()).not.toMatch(/marks done|creates new/);
  });
});
