import { z } from 'zod';

export const outageSourceSchema = z.enum(['provider', 'manual']);

export const outageSchema = z.object({
  active: z.boolean(),
  /** Who raised it: the provider's status page (polled) or an admin on /system. */
  source: outageSourceSchema.nullable(),
  description: z.string(),
  statusPageUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Outage = z.infer<typeof outageSchema>;

const httpUrl = z
  .string()
  .trim()
  .url('Enter a web address')
  .max(500)
  .refine((url) => /^https?:\/\//.test(url), 'Enter an http or https address');

export const raiseOutageSchema = z.object({
  description: z.string().trim().min(1, 'Describe the outage').max(300),
  statusPageUrl: httpUrl.optional(),
});
export type RaiseOutage = z.infer<typeof raiseOutageSchema>;

/**
 * The part of a statuspage-style summary (`/api/v2/status.json` or `summary.json`) the poll
 * reads: the overall indicator and the page's own address.
 */
export const statusSummarySchema = z.object({
  page: z.object({ url: z.string().optional() }).passthrough().optional(),
  status: z
    .object({
      indicator: z.string(),
      description: z.string().optional(),
    })
    .passthrough(),
});

/** Indicators that mean the provider is degraded or down ('none' and 'maintenance' do not). */
const OUTAGE_INDICATORS = new Set(['minor', 'major', 'critical']);

export interface ProviderStatus {
  down: boolean;
  description: string;
  statusPageUrl: string | null;
}

/** Reads a status summary; throws when it is not one (the poll then backs off). */
export function providerStatusOf(summary: unknown, fallbackPageUrl: string | null): ProviderStatus {
  const parsed = statusSummarySchema.parse(summary);
  return {
    down: OUTAGE_INDICATORS.has(parsed.status.indicator),
    description: parsed.status.description ?? parsed.status.indicator,
    statusPageUrl: parsed.page?.url ?? fallbackPageUrl,
  };
}
