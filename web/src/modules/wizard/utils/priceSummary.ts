import { servicePrice } from '@detailing/schema/catalog/pricing';
import type { WizardService } from '@/modules/wizard/api/fetchWizardServices';

export interface PriceLine {
  id: number;
  name: string;
  /** Integer cents. */
  cents: number;
}

/**
 * The running price of the chosen services for the chosen vehicle, by the shared rule the server
 * records the booking with (000 "Price choice"): the same integer cents, so the same total.
 */
export function priceSummary(
  services: readonly WizardService[],
  serviceIds: readonly number[],
  vehicleType: string | null,
  modelYear: number | null,
): { lines: PriceLine[]; totalCents: number } {
  const lines = serviceIds.flatMap((id) => {
    const service = services.find((s) => s.id === id);
    return service ? [{ id, name: service.name, cents: servicePrice(service.prices, vehicleType, modelYear) }] : [];
  });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}
