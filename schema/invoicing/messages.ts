/** The spec's user-facing texts for invoices and quotes (001 §2, §5, §8); forms, server and PDF use these. */
export const invoiceMessages = {
  customerRequired: 'Please select or create a customer',
  itemsRequired: 'Please add at least one item',
  customerRequiredTitle: 'Customer Required',
  itemsRequiredTitle: 'Items Required',
  createFailed: 'Failed to create invoice',
  createCustomerFailed: 'Failed to create customer',
  statusUpdateFailed: 'Failed to update invoice status',
  deleteFailed: 'Failed to delete invoice',
  deleteConfirm: 'Are you sure you want to delete this invoice?',
  noInvoices: 'No invoices found',
  paidInFull: 'Paid in full',
  // Reused from the service form (001 §5): a price is a number of at least 0.
  priceInvalid: 'Price must be a positive number',
  dateInvalid: 'Invalid date',
  // Not in the spec: its forms could not produce these inputs.
  numberTaken: 'Invoice number already exists',
  numberInvalid: 'Invoice number must contain only digits',
  quantityInvalid: 'Quantity must be 0 or more',
  quantityStep: 'Quantity must be in steps of 0.1',
  amountTooLarge: 'Amount cannot exceed $1,000,000',
  typeInvalid: "Type must be 'invoice' or 'quote'",
  statusInvalid: 'Status must be pending, paid or void',
  dueBeforeInvoiceDate: 'Due date cannot be before the invoice date',
  notFound: 'Invoice not found',
  deleted: 'Invoice deleted',
  draftNotFound: 'Draft not found',
  onlyQuoteConverts: 'Only a quote can be converted to an invoice',
} as const;

/** How messages name each field of the generator ("Customer name must be at most 200 characters"). */
export const invoiceFieldNames = {
  customerId: 'Customer id',
  customerName: 'Customer name',
  customerEmail: 'Customer email',
  customerPhone: 'Customer phone',
  customerAddress: 'Customer address',
  vehicleRego: 'Vehicle registration',
  items: 'Items',
  itemName: 'Item name',
  itemDescription: 'Item description',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  notes: 'Notes',
  search: 'Search',
  status: 'Status',
  type: 'Type',
} as const;

/**
 * Labels of the preview dialog and the PDF (001 §2). The PDF's title follows the ATO's tax invoice
 * rules: 'Tax Invoice' when the seller gives an ABN, else 'Invoice'; a quote is a 'Quote'.
 */
export const invoiceLabels = {
  taxInvoiceTitle: 'Tax Invoice',
  invoiceTitle: 'Invoice',
  quoteTitle: 'Quote',
  quantity: 'Qty',
  unitPrice: 'Unit Price',
  gst: 'GST',
  from: 'From',
  to: 'To',
  service: 'Service',
  amount: 'Amount',
  subtotal: 'Subtotal',
  total: 'Total',
  invoiceDate: 'Invoice Date',
  dueDate: 'Due Date',
  amountPaid: 'Amount Paid',
  amountDue: 'Amount Due',
  abn: 'ABN',
} as const;
