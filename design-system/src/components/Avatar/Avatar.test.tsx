import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Avatar } from './Avatar';
import { initialsOf } from './initialsOf';

describe('Avatar', () => {
  it('shows the initials and is named by the full name', () => {
    renderWithTheme(<Avatar name="Maria Lopez" />);

    expect(screen.getByRole('img', { name: 'Maria Lopez' })).toHaveTextContent('ML');
  });

  it('falls back to the initials while the image has not loaded', () => {
    renderWithTheme(<Avatar name="sam carter" src="/avatars/sam.png" />);

    expect(screen.getByRole('img', { name: 'sam carter' })).toHaveTextContent('SC');
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
