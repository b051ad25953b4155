import { defaultDueDate } from '@detailing/schema/invoicing/format';
import type { BilledToCustomer_CustomerFragment, InvoiceDraft_DraftFragment, IssueInvoiceInput } from '@/gql/graphql';
import { priceText } from './lineMoney';
import type { FormLine, PricingChoice } from './servicePricing';

export type DocumentType = 'invoice' | 'quote';

/** 'Billed from': Business Info's details, editable for this document only. */
export interface BilledFrom {
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessAbn: string;
}

/** 'Billed to': a customer picked or created; a draft's snapshot may have no id. */
export interface BilledTo {
  id: string | null;
  fullName: string;
  email: string | null;
  mobile: string | null;
  address: string | null;
  companyName: string | null;
  vehicleRego: string | null;
}

/** The draft the form was opened from, at the version this editor stands on. */
export interface OpenDraft {
  id: string;
  version: number;
}

export interface GeneratorForm {
  type: DocumentType;
  invoiceDate: string;
  dueDate: string;
  /** A due date the person chose stays put when the invoice date moves. */
  dueDateChosen: boolean;
  billedFrom: BilledFrom;
  billedTo: BilledTo | null;
  pricing: PricingChoice;
  lines: FormLine[];
  notes: string | null;
  draft: OpenDraft | null;
}

export interface Defaults {
  invoiceDate: string;
  dueDate: string;
}

export const DEFAULT_PRICING: PricingChoice = { vehicleType: 'Sedan/Hatch', modelYear: 2025 };

export const newForm = (type: DocumentType, defaults: Defaults, business: BilledFrom, pricing: PricingChoice = DEFAULT_PRICING): GeneratorForm => ({
  type,
  invoiceDate: defaults.invoiceDate,
  dueDate: defaults.dueDate,
  dueDateChosen: false,
  billedFrom: { ...business },
  billedTo: null,
  pricing,
  lines: [],
  notes: null,
  draft: null,
});

/** A new invoice date; an untouched due date follows it (30 days later, 001 §9). */
export function withInvoiceDate(form: GeneratorForm, invoiceDate: string): GeneratorForm {
  if (form.dueDateChosen) return { ...form, invoiceDate };
  let dueDate = form.dueDate;
  try {
    dueDate = defaultDueDate(invoiceDate);
  } catch {
    // A half-typed date: the due date waits for a whole one.
  }
  return { ...form, invoiceDate, dueDate };
}

export const billedToCustomer = (customer: BilledToCustomer_CustomerFragment): BilledTo => ({
  id: customer.id,
  fullName: customer.fullName,
  email: customer.email,
  mobile: customer.mobile,
  address: customer.address ?? null,
  companyName: customer.companyName ?? null,
  vehicleRego: customer.vehicleRego ?? null,
});

const orNull = (text: string | null) => (text && text.trim() !== '' ? text.trim() : null);

/** The form as issueInvoice, issueInvoiceDraft and saveInvoiceDraft take it: dollars as typed, the server computes every total. */
export function issueInput(form: GeneratorForm): IssueInvoiceInput {
  const to = form.billedTo;
  return {
    type: form.type,
    invoiceDate: orNull(form.invoiceDate),
    dueDate: orNull(form.dueDate),
    business: form.billedFrom,
    customer: to && {
      id: to.id,
      fullName: to.fullName,
      email: to.email,
      phone: to.mobile,
      address: to.address,
      vehicleRego: to.vehicleRego,
    },
    items: form.lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: line.quantity.trim() === '' ? null : Number(line.quantity),
      price: line.price.trim() === '' ? null : Number(line.price),
      serviceId: line.serviceId,
    })),
    notes: form.notes,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A stored draft as the form edits it. Its prices stand as saved (marked hand-set, so choosing a
 * vehicle does not reprice them); an empty date falls back to the defaults.
 */
export function draftForm(draft: InvoiceDraft_DraftFragment, defaults: Defaults, pricing: PricingChoice): GeneratorForm {
  const invoiceDate = draft.invoiceDate ?? defaults.invoiceDate;
  return {
    type: draft.type === 'quote' ? 'quote' : 'invoice',
    invoiceDate,
    dueDate: draft.dueDate ?? defaultDueDate(invoiceDate),
    dueDateChosen: draft.dueDate != null && draft.dueDate !== defaultDueDate(invoiceDate),
    billedFrom: {
      businessName: draft.business.businessName,
      businessAddress: draft.business.businessAddress,
      businessPhone: draft.business.businessPhone,
      businessEmail: draft.business.businessEmail,
      businessAbn: draft.business.businessAbn,
    },
    billedTo: draft.customer && {
      id: draft.customer.id ?? null,
      fullName: draft.customer.fullName,
      email: draft.customer.email ?? null,
      mobile: draft.customer.phone ?? null,
      address: draft.customer.address ?? null,
      companyName: null,
      vehicleRego: draft.customer.vehicleRego ?? null,
    },
    pricing,
    lines: draft.items.map((item, index) => ({
      key: `${draft.id}-${index}`,
      serviceId: item.serviceId ?? null,
      name: item.name,
      description: item.description,
      quantity: String(item.quantity),
      price: priceText(cents(item.price)),
      priceEdited: true,
    })),
    notes: draft.notes ?? null,
    draft: { id: draft.id, version: draft.version },
  };
}
