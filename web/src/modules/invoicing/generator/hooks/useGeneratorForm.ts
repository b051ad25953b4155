import { useRef, useState } from 'react';
import type { ServicePricing_ServiceFragment } from '@/gql/graphql';
import { type BilledFrom, type Defaults, type DocumentType, type GeneratorForm, newForm, withInvoiceDate } from '@/modules/invoicing/generator/utils/generatorForm';
import { type FormLine, type PricingChoice, customLine, repriceLines, serviceLine } from '@/modules/invoicing/generator/utils/servicePricing';
import type { FieldErrors } from '@/utils/serverFieldErrors';

export interface GeneratorFormStart {
  defaults: Defaults;
  business: BilledFrom;
  services: readonly ServicePricing_ServiceFragment[];
}

/**
 * The generator's document being written, its field errors (by the server's input paths) and the
 * edits the screen makes. Editing a field takes its error away; the rest stay until the next try.
 */
export function useGeneratorForm(start: GeneratorFormStart) {
  const [form, setForm] = useState<GeneratorForm>(() => newForm('invoice', start.defaults, start.business));
  const [errors, setErrors] = useState<FieldErrors>({});
  const nextKey = useRef(0);
  const lineKey = () => `line-${++nextKey.current}`;

  const clear = (...paths: string[]) =>
    setErrors((current) => (paths.some((p) => p in current) ? Object.fromEntries(Object.entries(current).filter(([p]) => !paths.includes(p))) : current));
  const clearItems = () => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !p.startsWith('items'))));

  const updateLine = (key: string, patch: Partial<FormLine>) =>
    setForm((f) => ({ ...f, lines: f.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) }));
  const lineIndex = (key: string) => form.lines.findIndex((line) => line.key === key);

  return {
    form,
    errors,
    setErrors,
    /** Replaces the whole document: a fresh one after Create, or a draft opened. */
    load: (next: GeneratorForm) => {
      setForm(next);
      setErrors({});
    },
    setType: (type: DocumentType) => setForm((f) => ({ ...f, type })),
    setInvoiceDate: (date: string) => {
      setForm((f) => withInvoiceDate(f, date));
      clear('invoiceDate', 'dueDate');
    },
    setDueDate: (dueDate: string) => {
      setForm((f) => ({ ...f, dueDate, dueDateChosen: true }));
      clear('dueDate');
    },
    setBilledFrom: (field: keyof BilledFrom, value: string) => {
      setForm((f) => ({ ...f, billedFrom: { ...f.billedFrom, [field]: value } }));
      clear(`business.${field}`);
    },
    setBilledTo: (billedTo: GeneratorForm['billedTo']) => {
      setForm((f) => ({ ...f, billedTo }));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !p.startsWith('customer'))));
    },
    setPricing: (pricing: PricingChoice) => setForm((f) => ({ ...f, pricing, lines: repriceLines(f.lines, start.services, pricing) })),
    addService: (service: ServicePricing_ServiceFragment) => {
      setForm((f) => ({ ...f, lines: [...f.lines, serviceLine(lineKey(), service, f.pricing)] }));
      clear('items');
    },
    addCustomItem: () => {
      setForm((f) => ({ ...f, lines: [...f.lines, customLine(lineKey())] }));
      clear('items');
    },
    setLineText: (key: string, field: 'name' | 'description' | 'quantity', value: string) => {
      updateLine(key, { [field]: value });
      clear(`items.${lineIndex(key)}.${field}`, `items.${lineIndex(key)}`);
    },
    /** A typed price is the person's: a change of vehicle leaves it alone. */
    setLinePrice: (key: string, price: string) => {
      updateLine(key, { price, priceEdited: true });
      clear(`items.${lineIndex(key)}.price`, `items.${lineIndex(key)}`);
    },
    removeLine: (key: string) => {
      setForm((f) => ({ ...f, lines: f.lines.filter((line) => line.key !== key) }));
      // The paths of the lines after it move up by one: what they pointed at is gone.
      clearItems();
    },
    /** The draft's new version after a save (this editor's own change). */
    savedAsDraft: (draft: { id: string; version: number }) => setForm((f) => ({ ...f, draft })),
    forgetDraft: () => setForm((f) => ({ ...f, draft: null })),
  };
}

export type GeneratorFormState = ReturnType<typeof useGeneratorForm>;
