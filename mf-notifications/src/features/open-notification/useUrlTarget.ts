import { useLocationPart } from '@staydesk/design-system/platform';
import { urlTargetOf, type UrlTarget } from './url-target';

/** The item the current link names, if any; follows every navigation. */
export function useUrlTarget(): UrlTarget | null {
  return urlTargetOf(useLocationPart('search'));
}
