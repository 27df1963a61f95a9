import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Avatar } from './Avatar';
import { initialsOf } from './initialsOf';

describe('Avatar', () => {
  it('shows the initials and is named by the full name', () => {
    renderWithTheme(<Avatar name="Maria Lopez" />);

    const avatar = screen.getByRole('img', { name: 'Maria Lopez' });
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'ML');
    expect(avatar).toHaveTextContent('');
  });

  it('falls back to the initials while the image has not loaded', () => {
    renderWithTheme(<Avatar name="sam carter" src="/avatars/sam.png" />);

    const avatar = screen.getByRole('img', { name: 'sam carter' });
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'SC');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ana Maria Diaz', 'AD'],
    ['  madonna  ', 'M'],
    ['émile zola', 'ÉZ'],
    ['', '?'],
  ])('%j -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
