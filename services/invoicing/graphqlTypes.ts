import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ActorType, FieldChangeType } from '../api/historyTypes.js';

@ObjectType('InvoiceItem')
export class InvoiceItemType {
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => Float, { description: 'Unit price in dollars' }) price!: number;
  @Field(() => Float, { description: 'quantity × price in dollars, computed by the server' }) total!: number;
  @Field(() => Int, { nullable: true }) serviceId!: number | null;
}

/** Money in dollars, as in REST; the domain keeps cents. */
@ObjectType('Invoice', { description: 'An invoice or a quote (001 §3).' })
export class InvoiceType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Digits; invoices and quotes share one sequence.' }) invoiceNumber!: string;
  @Field(() => String, { description: 'invoice or quote' }) type!: string;
  @Field(() => String, { description: 'pending, paid or void' }) status!: string;
  @Field(() => ID, { nullable: true }) bookingId!: string | null;
  @Field(() => String, { nullable: true }) customerId!: string | null;
  @Field(() => String) customerName!: string;
  @Field(() => String, { nullable: true }) customerEmail!: string | null;
  @Field(() => String, { nullable: true }) customerPhone!: string | null;
  @Field(() => String, { nullable: true }) customerAddress!: string | null;
  @Field(() => String, { nullable: true }) vehicleRego!: string | null;
  @Field(() => String) businessName!: string;
  @Field(() => String) businessAddress!: string;
  @Field(() => String) businessPhone!: string;
  @Field(() => String) businessEmail!: string;
  @Field(() => String) businessAbn!: string;
  @Field(() => [InvoiceItemType]) items!: InvoiceItemType[];
  @Field(() => Float) subtotal!: number;
  @Field(() => Float, { description: 'Always 0' }) tax!: number;
  @Field(() => Float, { description: 'The total' }) amount!: number;
  @Field(() => Float, { description: 'The total' }) totalAmount!: number;
  @Field(() => String, { description: 'yyyy-MM-dd' }) invoiceDate!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dueDate!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Boolean, { description: 'Deleted invoices are only returned by id, for history.' }) deleted!: boolean;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => Int, { description: "How many events the invoice has had; send it back as expectedVersion with a change." }) version!: number;
  @Field(() => Float, { description: 'The total when paid, else 0.' }) amountPaid!: number;
  @Field(() => Float, { description: 'totalAmount − amountPaid.' }) amountDue!: number;
  @Field(() => String, { description: '/api/invoices/{id}/pdf' }) pdfUrl!: string;
  @Field(() => ID, { nullable: true, description: 'On a quote turned into an invoice: that invoice.' }) convertedToInvoiceId!: string | null;
  @Field(() => String, { nullable: true }) convertedToInvoiceNumber!: string | null;
  @Field(() => ID, { nullable: true, description: 'On an invoice made from a quote: that quote.' }) convertedFromQuoteId!: string | null;
  @Field(() => String, { nullable: true }) convertedFromQuoteNumber!: string | null;
}

@ObjectType('InvoicePage')
export class InvoicePageType {
  @Field(() => [InvoiceType]) items!: InvoiceType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Int) limit!: number;
}

@ObjectType('InvoiceChange', { description: 'kind: CREATED, UPDATED or DELETED. invoice: null when deleted.' })
export class InvoiceChangeType {
  @Field(() => String) kind!: string;
  @Field(() => ID) invoiceId!: string;
  @Field(() => InvoiceType, { nullable: true }) invoice!: InvoiceType | null;
}

@ObjectType('InvoiceDefaults', {
  description:
    'What a new document starts with: today in the business time zone, +30 days, and the number the next issued document will get (a preview; the real one is assigned atomically on issue).',
})
export class InvoiceDefaultsType {
  @Field(() => String) invoiceDate!: string;
  @Field(() => String) dueDate!: string;
  @Field(() => String) nextInvoiceNumber!: string;
}

@ObjectType('InvoiceDraftCustomer')
export class InvoiceDraftCustomerType {
  @Field(() => String, { nullable: true }) id!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) vehicleRego!: string | null;
}

@ObjectType('InvoiceDraftBusiness')
export class InvoiceDraftBusinessType {
  @Field(() => String) businessName!: string;
  @Field(() => String) businessAddress!: string;
  @Field(() => String) businessPhone!: string;
  @Field(() => String) businessEmail!: string;
  @Field(() => String) businessAbn!: string;
}

@ObjectType('InvoiceDraft', { description: 'A document saved as a draft: no number until issued; not in lists, reports or the portal.' })
export class InvoiceDraftType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'invoice or quote' }) type!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd or null' }) invoiceDate!: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd or null' }) dueDate!: string | null;
  @Field(() => InvoiceDraftCustomerType, { nullable: true }) customer!: InvoiceDraftCustomerType | null;
  @Field(() => InvoiceDraftBusinessType) business!: InvoiceDraftBusinessType;
  @Field(() => [InvoiceItemType]) items!: InvoiceItemType[];
  @Field(() => Float) subtotal!: number;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => Int) version!: number;
}

@ObjectType('InvoiceHistoryEntry')
export class InvoiceHistoryEntryType {
  @Field(() => String) type!: string;
  @Field(() => String) occurredAt!: string;
  @Field(() => ActorType) actor!: ActorType;
  @Field(() => [FieldChangeType]) changes!: FieldChangeType[];
}

@InputType('InvoiceCustomerInput')
export class InvoiceCustomerInputType {
  @Field(() => String, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) fullName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) vehicleRego?: string;
}

@InputType('InvoiceItemInput')
export class InvoiceItemInputType {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Float, { nullable: true, description: 'At least 0, steps of 0.1; 1 when absent' }) quantity?: number;
  @Field(() => Float, { nullable: true, description: 'Dollars, at least 0; 0 when absent' }) price?: number;
  @Field(() => Int, { nullable: true }) serviceId?: number;
}

@InputType('InvoiceBusinessInput', { description: "The generator's editable 'Billed from' block; fields left out come from Business Info." })
export class InvoiceBusinessInputType {
  @Field(() => String, { nullable: true }) businessName?: string;
  @Field(() => String, { nullable: true }) businessAddress?: string;
  @Field(() => String, { nullable: true }) businessPhone?: string;
  @Field(() => String, { nullable: true }) businessEmail?: string;
  @Field(() => String, { nullable: true }) businessAbn?: string;
}

/** Every field is optional here so the server's rules answer with the spec's messages. */
@InputType('IssueInvoiceInput')
export class IssueInvoiceInputType {
  @Field(() => String, { nullable: true, description: 'invoice or quote' }) type?: string;
  @Field(() => String, { nullable: true, description: 'Digits; the next number when absent' }) invoiceNumber?: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; today when absent' }) invoiceDate?: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; 30 days after the invoice date when absent' }) dueDate?: string;
  @Field(() => InvoiceCustomerInputType, { nullable: true }) customer?: InvoiceCustomerInputType;
  @Field(() => [InvoiceItemInputType], { nullable: true }) items?: InvoiceItemInputType[];
  @Field(() => InvoiceBusinessInputType, { nullable: true }) business?: InvoiceBusinessInputType;
  @Field(() => String, { nullable: true }) notes?: string;
}
