import { type BookingStatusDefinition, defaultBookingStatusDefinitions } from './bookingStatuses.js';
import type { ServiceFields, ServicePrices } from './serviceInput.js';
import { defaultVehicleTypes, type KnownVehicleType } from './vehicleTypes.js';

/** One price per vehicle type, in cents, in the order Sedan/Hatch, SUV 5 Seater, SUV 7 Seater, UTE. */
type PerVehicle = readonly [sedanHatch: number, suv5: number, suv7: number, ute: number];

const prices = (base: PerVehicle, y2025: PerVehicle, pre2025: PerVehicle): ServicePrices => ({
  priceSedanHatch: base[0],
  priceSuv5: base[1],
  priceSuv7: base[2],
  priceUte: base[3],
  priceSedanHatch2025: y2025[0],
  priceSuv52025: y2025[1],
  priceSuv72025: y2025[2],
  priceUte2025: y2025[3],
  priceSedanHatchPre2025: pre2025[0],
  priceSuv5Pre2025: pre2025[1],
  priceSuv7Pre2025: pre2025[2],
  priceUtePre2025: pre2025[3],
});

const shown = { active: true, showOnBookingForm: true, serviceImageBlobId: null } as const;

/** A service of the starter catalog; `key` names it for good, whatever an admin renames it to. */
export interface StarterService {
  key: string;
  fields: ServiceFields;
}

/**
 * What a fresh install offers before an admin changes anything: typical detailing work with all
 * twelve prices (older cars take a little more work). The first is service 1, which the
 * dashboard's test booking uses (000 §9).
 */
export const starterServices: readonly StarterService[] = [
  {
    key: 'exterior-wash',
    fields: {
      name: 'Exterior Wash & Wax',
      description: 'Hand wash, wheels and tyres cleaned and dressed, windows polished and a spray wax finish.',
      ...prices([6900, 7900, 8900, 8500], [6900, 7900, 8900, 8500], [7900, 8900, 9900, 9500]),
      durationHours: 1,
      ...shown,
    },
  },
  {
    key: 'interior-detail',
    fields: {
      name: 'Interior Detail',
      description: 'Vacuum, steam clean of seats and carpets, leather conditioning, dash and door trims wiped and protected.',
      ...prices([14900, 16900, 18900, 17900], [14900, 16900, 18900, 17900], [16900, 18900, 20900, 19900]),
      durationHours: 2,
      ...shown,
    },
  },
  {
    key: 'full-detail',
    fields: {
      name: 'Full Detail',
      description: 'Our Exterior Wash & Wax and Interior Detail in one visit, plus clay bar decontamination of the paint.',
      ...prices([29900, 33900, 37900, 35900], [29900, 33900, 37900, 35900], [33900, 37900, 41900, 39900]),
      durationHours: 4,
      ...shown,
    },
  },
  {
    key: 'paint-protection',
    fields: {
      name: 'Paint Protection',
      description: 'Single-stage machine polish followed by a ceramic sealant that protects the paint for up to 12 months.',
      ...prices([49900, 54900, 59900, 57900], [44900, 49900, 54900, 52900], [54900, 59900, 64900, 62900]),
      durationHours: 5,
      ...shown,
    },
  },
  {
    key: 'headlight-restoration',
    fields: {
      name: 'Headlight Restoration',
      description: 'Cloudy or yellowed headlights wet sanded, polished clear and sealed with a UV coating.',
      ...prices([12900, 12900, 12900, 12900], [12900, 12900, 12900, 12900], [14900, 14900, 14900, 14900]),
      durationHours: 1,
      ...shown,
    },
  },
];

/** The starter catalog: the vehicle types and booking statuses of the spec, and the services above. */
export const starterCatalog: {
  vehicleTypes: readonly { id: string; name: KnownVehicleType }[];
  bookingStatuses: readonly BookingStatusDefinition[];
  services: readonly StarterService[];
} = {
  vehicleTypes: defaultVehicleTypes,
  bookingStatuses: defaultBookingStatusDefinitions,
  services: starterServices,
};
