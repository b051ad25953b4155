import type { KnownVehicleType } from '@detailing/schema/catalog/knownVehicleTypes';

/** The wizard's four steps (001 §2), then the confirmation. */
export type WizardStep = 1 | 2 | 3 | 4;

export interface ContactDetails {
  fullName: string;
  email: string;
  mobile: string;
  vehicleRego: string;
  address: string;
  notes: string;
}

/** Everything entered so far: kept whole while the visitor moves back and forth. */
export interface WizardState {
  step: WizardStep;
  serviceIds: number[];
  vehicleType: KnownVehicleType | null;
  modelYear: number | null;
  date: string | null;
  time: string | null;
  contact: ContactDetails;
  termsAccepted: boolean;
}

export type WizardAction =
  | { type: 'toggleService'; id: number }
  | { type: 'setVehicleType'; vehicleType: KnownVehicleType }
  | { type: 'setModelYear'; modelYear: number }
  | { type: 'setDate'; date: string }
  | { type: 'setTime'; time: string }
  | { type: 'setContact'; field: keyof ContactDetails; value: string }
  | { type: 'setTerms'; accepted: boolean }
  | { type: 'next' }
  | { type: 'back' }
  /** The chosen day was taken meanwhile (409): back to the calendar without it, the rest kept. */
  | { type: 'dayTaken' }
  /** Fresh free days: a chosen day no longer among them is dropped. */
  | { type: 'availabilityChanged'; dates: readonly string[] }
  /** The offered services: a preselected (or since hidden) one not among them is dropped. */
  | { type: 'servicesLoaded'; ids: readonly number[] };

export const emptyContact: ContactDetails = { fullName: '', email: '', mobile: '', vehicleRego: '', address: '', notes: '' };

export function initialWizardState(preselectedServiceId?: number | null): WizardState {
  return {
    step: 1,
    serviceIds: preselectedServiceId ? [preselectedServiceId] : [],
    vehicleType: null,
    modelYear: null,
    date: null,
    time: null,
    contact: emptyContact,
    termsAccepted: false,
  };
}

/** Whether the step's Continue is enabled (001 §4). */
export function canContinue(state: WizardState, step: WizardStep = state.step): boolean {
  switch (step) {
    case 1:
      return state.serviceIds.length > 0;
    case 2:
      return state.vehicleType !== null && state.modelYear !== null;
    case 3:
      return state.date !== null && state.time !== null;
    case 4:
      return requiredContactFilled(state.contact) && state.termsAccepted;
  }
}

/** fullName, email, mobile and vehicleRego hold more than blanks (001 §5). */
export const requiredContactFilled = (contact: ContactDetails): boolean =>
  [contact.fullName, contact.email, contact.mobile, contact.vehicleRego].every((value) => value.trim() !== '');

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggleService': {
      const chosen = state.serviceIds.includes(action.id);
      return { ...state, serviceIds: chosen ? state.serviceIds.filter((id) => id !== action.id) : [...state.serviceIds, action.id] };
    }
    case 'setVehicleType':
      return { ...state, vehicleType: action.vehicleType };
    case 'setModelYear':
      return { ...state, modelYear: action.modelYear };
    case 'setDate':
      return { ...state, date: action.date };
    case 'setTime':
      return { ...state, time: action.time };
    case 'setContact': {
      // The registration is always upper case (001 §2), as typed, not only when sent.
      const value = action.field === 'vehicleRego' ? action.value.toUpperCase() : action.value;
      return { ...state, contact: { ...state.contact, [action.field]: value } };
    }
    case 'setTerms':
      return { ...state, termsAccepted: action.accepted };
    case 'next':
      return state.step < 4 && canContinue(state) ? { ...state, step: (state.step + 1) as WizardStep } : state;
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as WizardStep } : state;
    case 'dayTaken':
      return { ...state, step: 3, date: null };
    case 'availabilityChanged':
      return state.date !== null && !action.dates.includes(state.date) ? { ...state, date: null } : state;
    case 'servicesLoaded': {
      const kept = state.serviceIds.filter((id) => action.ids.includes(id));
      return kept.length === state.serviceIds.length ? state : { ...state, serviceIds: kept };
    }
  }
}

/** A message per contact field: the browser's checks or the server's 400. */
export type ContactErrors = Partial<Record<keyof ContactDetails, string>>;
