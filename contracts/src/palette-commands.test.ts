import { canCreateFromPalette } from './palette';
import { paletteCommandsFor } from './palette-commands';
import { ROLES } from './roles';

describe("the palette's create mode", () => {
  it.each(ROLES)('is offered to %s exactly when it has a command to create something', (role) => {
    expect(canCreateFromPalette(role)).toBe(paletteCommandsFor(role, 'create').length > 0);
  });

  it('is offered to no partner and no finance role', () => {
    for (const role of ['partner', 'accountant', 'bookkeeper', 'listing_owner'] as const)
      expect(canCreateFromPalette(role)).toBe(false);
  });
});
