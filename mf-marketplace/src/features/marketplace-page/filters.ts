import {
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceListQuery,
  type TaskCategory,
} from '@staydesk/contracts';

/** What the provider chose in the page's filters; '' is any. */
export interface OfferFilters {
  dueFrom: string;
  dueTo: string;
  listingId: string;
  category: TaskCategory | '';
  maxDistanceKm: string;
}

export const NO_FILTERS: OfferFilters = {
  dueFrom: '',
  dueTo: '',
  listingId: '',
  category: '',
  maxDistanceKm: '',
};

export const DISTANCE_CHOICES_KM = [5, 10, 25, 50] as const;

/** The list's query for a page (from 1) under the filters: only the filters that are set. */
export function offersQuery(filters: OfferFilters, page: number): MarketplaceListQuery {
  return {
    limit: MARKETPLACE_PAGE_SIZE,
    offset: (page - 1) * MARKETPLACE_PAGE_SIZE,
    ...(filters.dueFrom ? { dueFrom: filters.dueFrom } : {}),
    ...(filters.dueTo ? { dueTo: filters.dueTo } : {}),
    ...(filters.listingId ? { listingId: filters.listingId } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.maxDistanceKm ? { maxDistanceKm: Number(filters.maxDistanceKm) } : {}),
  };
}
