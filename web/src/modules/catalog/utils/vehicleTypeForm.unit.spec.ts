import { catalogMessages } from '@detailing/schema/catalog/messages';
import { CreateVehicleTypeInput, defaultVehicleTypes } from '@detailing/schema/catalog/vehicleTypes';
import { describe, expect, it } from 'vitest';
import { changedVehicleTypeInput, checkVehicleTypeForm, isPricedByTheRule, newVehicleTypeForm, vehicleTypeFormFrom } from './vehicleTypeForm';

const form = (name: string, description = '') => ({ ...newVehicleTypeForm(), name, description });

describe('the vehicle type form', () => {
  it("refuses a name under 2 characters with the spec's message", () => {
    expect(checkVehicleTypeForm(form(' V '))).toEqual({ ok: false, errors: { name: 'Vehicle type name must be at least 2 characters' } });
    expect(catalogMessages.vehicleTypeNameMin).toBe('Vehicle type name must be at least 2 characters');
  });

  it('sends the name trimmed and a blank description as none', () => {
    expect(checkVehicleTypeForm(form('  Van ', '   '))).toEqual({ ok: true, input: { name: 'Van', description: null, isActive: true } });
    expect(checkVehicleTypeForm(form('Van', ' Commercial vans '))).toMatchObject({ ok: true, input: { description: 'Commercial vans' } });
  });

  // The browser restates the server's rule without zod: on the same inputs it must say the same.
  it.each([
    ['name', ['', ' ', 'V', ' V ', 'Va', '  Van  ', 'Sedan/Hatch']],
    ['description', ['', '   ', 'x', '  Commercial vans  ']],
  ] as const)('agrees with the server on %s', (field, values) => {
    for (const value of values) {
      const typed = { ...form('Van', 'Vans'), [field]: value };
      const server = CreateVehicleTypeInput.safeParse(typed);
      const browser = checkVehicleTypeForm(typed);
      if (server.success) {
        expect(browser, `${field} ${JSON.stringify(value)}`).toMatchObject({ ok: true, input: { name: server.data.name, description: server.data.description } });
      } else {
        expect(browser, `${field} ${JSON.stringify(value)}`).toEqual({ ok: false, errors: { [field]: server.error.issues[0]!.message } });
      }
    }
  });

  it('shows a stored type and sends back only what the editor changed', () => {
    const stored = vehicleTypeFormFrom({ name: 'Van', description: null, isActive: true });
    expect(stored).toEqual({ name: 'Van', description: '', isActive: true });
    const checked = checkVehicleTypeForm({ ...stored, isActive: false });
    expect(checked.ok && changedVehicleTypeInput(checked.input, { isActive: false })).toEqual({ isActive: false });
  });

  it('knows the four types the pricing rule prices, by the names the starter catalog gives them', () => {
    expect(defaultVehicleTypes.map((t) => isPricedByTheRule(t.name))).toEqual([true, true, true, true]);
    expect(['Van', 'ute', 'Sedan'].map(isPricedByTheRule)).toEqual([false, false, false]);
  });
});
