import { toCents } from '@detailing/schema/catalog/money';
import type { PricedService } from '@detailing/schema/catalog/pricing';

/** A service the wizard offers, its prices in integer cents as the pricing rule takes them. */
export interface WizardService {
  id: number;
  name: string;
  description: string;
  prices: PricedService;
}

interface ServiceJson {
  id: number;
  name: string;
  description?: string | null;
  active?: boolean;
  showOnBookingForm?: boolean;
  deleted?: boolean;
  [field: string]: unknown;
}

/** The API speaks dollars (89.5); every `price*` field back to the cents the server priced with. */
function pricesOf(json: ServiceJson): PricedService {
  const prices: Record<string, number> = {};
  for (const [field, value] of Object.entries(json)) {
    if (field.startsWith('price') && typeof value === 'number') prices[field] = toCents(value);
  }
  return prices as PricedService;
}

/**
 * The services of step 1 from the public `GET /api/services`, without the visitor's cookies (the
 * wizard is public even for a signed-in admin, whose list would hold every service); filtered
 * again to active and shown, as the old wizard did (001 §5).
 */
export async function fetchWizardServices(signal?: AbortSignal): Promise<WizardService[]> {
  const response = await fetch('/api/services', { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`GET /api/services: ${response.status}`);
  const list = (await response.json()) as ServiceJson[];
  return list
    .filter((s) => s.active !== false && s.showOnBookingForm !== false && s.deleted !== true)
    .map((s) => ({ id: s.id, name: s.name, description: s.description ?? '', prices: pricesOf(s) }));
}
