/** How a quote and the invoice made from it name each other (issue 14). */
export const convertedToLabel = (invoiceNumber: string): string => `Converted to invoice #${invoiceNumber}`;

export const fromQuoteLabel = (quoteNumber: string): string => `From quote #${quoteNumber}`;
