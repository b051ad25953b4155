import type { HttpSession } from './app.js';

/** Creates catalog services through the real API, as an admin would; returns their ids (after the starter catalog's). */
export async function createServices(admin: HttpSession, count = 3): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const response = await admin.request('POST', '/api/services', {
      name: `Detail package ${i}`,
      description: `Full detail package number ${i}`,
      priceSedanHatch: 100 * i,
      priceSuv5: 120 * i,
      priceSuv7: 140 * i,
      priceUte: 130 * i,
      durationHours: i,
    });
    if (response.status !== 201) throw new Error(`could not create a service: ${response.status} ${response.text}`);
    ids.push(response.json.id);
  }
  return ids;
}
